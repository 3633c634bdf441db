import type {
  ContentType,
  Duration,
  Language,
  MarketplacePlatform,
  MarketplaceWork,
} from '@fair/shared';

/**
 * What the API's accounts, studio and console answer, as this remote reads it (the API's
 * OpenAPI document, `/api/openapi.json`, is the contract). A platform (`/api/platforms`,
 * `/api/console/platforms`) is shared's `MarketplacePlatform`. Amounts are integer euro cents; dates
 * are ISO 8601 strings.
 */

export type Role = 'author' | 'distributor';

export interface Account {
  id: string;
  displayName: string;
  role: Role;
  createdAt: string;
  /** A distributor's own platforms; none for an author. */
  platforms: MarketplacePlatform[];
  /** How many passkeys the account holds. */
  passkeys: number;
}

export interface Passkey {
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** `multiDevice`: synced between the owner's devices; `singleDevice`: on one device only. */
  deviceType: string;
  backedUp: boolean;
}

/**
 * What an author types for a work (register and edit take the same). A type not chosen or a fee
 * not typed is left out: the server says beside the field that it is needed.
 */
export interface WorkInput {
  title: string;
  author: string;
  type?: ContentType;
  language: Language;
  description: string;
  /** The listed (lifetime) content fee. */
  contentFee?: number;
  platforms: string[];
}

/** A work of its author's, as the catalogue has it (shared's `MarketplaceWork`), withdrawn or not. */
export interface StudioWork extends MarketplaceWork {
  withdrawnAt: string | null;
}

export interface Sale {
  kind: 'purchase' | 'expansion';
  soldAt: string;
  work: { id: string; title: string };
  duration: Duration;
  platforms: string[];
  contentFee: number;
  payoutDate: string;
}

export interface SalesMonth {
  /** `YYYY-MM`, in UTC. */
  month: string;
  sales: number;
  contentFees: number;
}

export interface CoveredLicence {
  code: string;
  work: { id: string; title: string };
  platform: string;
  fee: number;
  paidAt: string;
  duration: Duration;
  expiresAt: string | null;
}

export interface PlatformTotal {
  platform: string;
  licences: number;
  fees: number;
}

export interface ApiKey {
  id: string;
  name: string;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

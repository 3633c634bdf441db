import type { ContentType } from '../catalogue/work';
import type { Language } from '../languages';
import type { Cents } from '../money/cents';
import type { Duration } from '../pricing/durations';
import type { PlatformFee } from '../pricing/platforms';

/**
 * What the marketplace's API answers (`api/README.md`, its OpenAPI document at
 * `/api/openapi.json`), as the site reads it. Platforms are named by id: the seed's four are
 * translated, a distributor's own platform is shown by the name its distributor gave it.
 */

export type ServerStatus = 'active' | 'expiring' | 'expired';

/** `POST /api/quotes`: a new licence's price, computed by the server from the rules. */
export interface LicenseQuote {
  workId: string;
  duration: Duration;
  listedContentFee: Cents;
  contentFee: Cents;
  distributionFees: PlatformFee<string>[];
  subtotal: Cents;
  commission: Cents;
  total: Cents;
}

/** `POST /api/licences/{key}/expansion-quotes`: the price of the difference only. */
export interface ServerExpansionQuote {
  newDuration: Duration;
  newExpiry: string | null;
  contentFee: Cents;
  distributionFees: PlatformFee<string>[];
  subtotal: Cents;
  commission: Cents;
  total: Cents;
}

/** One event of a licence's ledger: its purchase, or an expansion, with what it cost. */
export interface LicenseEvent {
  kind: 'purchase' | 'expansion';
  occurredAt: string;
  fromDuration: Duration | null;
  toDuration: Duration;
  expiresAt: string | null;
  addedPlatforms: PlatformFee<string>[];
  contentFee: Cents;
  distributionFee: Cents;
  commission: Cents;
  total: Cents;
}

/** The server's signature over a licence's fields (RFC 8785 canonical JSON, Ed25519). */
export interface LicenseCertificate {
  /** The signed fields, as the server wrote them. */
  payload: Record<string, unknown>;
  /** Their canonical JSON: exactly the bytes the signature covers. */
  canonical: string;
  /** SHA-256 of `canonical`, lower-case hex. */
  fingerprint: string;
  /** Ed25519 signature of `canonical`, base64url. */
  signature: string;
  /** The key in `/api/keys` that checks it. */
  kid: string;
  alg: 'EdDSA';
}

/** `GET /api/licences/{key}`: the buyer's view of a licence on the marketplace. */
export interface ServerLicense {
  id: string;
  /** The public verification code, `XXXX-XXXX-XXXX`. */
  code: string;
  work: { id: string; title: string; author: string; type: ContentType; language: Language };
  /** null once the licensee's name was erased. */
  licensee: string | null;
  purchasedAt: string;
  duration: Duration;
  expiresAt: string | null;
  status: ServerStatus;
  listedContentFee: Cents;
  contentFee: Cents;
  distributionFees: PlatformFee<string>[];
  commission: Cents;
  total: Cents;
  /** Moved from a browser of the previous version with amounts that differed from the rules. */
  imported: boolean;
  history: LicenseEvent[];
  certificate: LicenseCertificate;
}

/** `GET /api/verify/{code}`: what anyone may learn from a code. No personal data. */
export type Verification =
  | { valid: false; status: 'unknown' }
  | {
      valid: boolean;
      status: ServerStatus;
      work: { id: string; title: string; author: string };
      platforms: string[];
      duration: Duration;
      purchasedAt: string;
      expiresAt: string | null;
      imported: boolean;
    };

/** `GET /api/platforms`: a platform and the fee it sets today; a seeded one is translated. */
export interface MarketplacePlatform {
  id: string;
  name: string;
  fee: Cents;
  seeded: boolean;
}

/** `GET /api/works/{id}`: a work on sale (its listed fee and the platforms its author allows). */
export interface MarketplaceWork {
  id: string;
  title: string;
  author: string;
  type: ContentType;
  language: Language;
  description: string;
  contentFee: Cents;
  platforms: string[];
  addedOn: string;
}

/**
 * `GET /api/works`: one page of the catalogue's search. The API answers it (its TypeBox schema
 * checks it against this shape) and the catalogue reads it; neither writes it again.
 */
export interface MarketplaceWorksPage {
  works: MarketplaceWork[];
  /** How many works match; an estimate when `totalIsEstimate`. */
  total: number;
  totalIsEstimate: boolean;
  /** Per type and per language, how many works match the rest of the query. */
  facets: { type: Record<string, number>; language: Record<string, number> };
  /** true when the facets' counts are estimates (a search with more matches than its sample). */
  facetsAreEstimates: boolean;
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
  /** "Did you mean": a search that finds works, when this one finds none. */
  suggestion: string | null;
}

export interface PurchaseRequestBody {
  workId: string;
  platforms: string[];
  duration: Duration;
  licensee: string;
}

export interface ExpansionRequestBody {
  platforms?: string[];
  duration?: Duration;
}

/** A licence the server has just made (or moved here): the key is shown to the buyer once. */
export interface IssuedLicense {
  licence: ServerLicense;
  key: string;
}

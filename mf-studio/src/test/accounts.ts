import type { MarketplacePlatform } from '@fair/shared';
import type { Account } from '../api/types';

export const AUTHOR: Account = {
  id: '6a4c2f8e-0000-4000-8000-000000000001',
  displayName: 'Ana Autora',
  role: 'author',
  createdAt: '2026-11-01T10:00:00.000Z',
  platforms: [],
  passkeys: 2,
};

export const OWN_PLATFORM: MarketplacePlatform = {
  id: 'radio-livre-play',
  name: 'Rádio Livre Play',
  fee: 75,
  seeded: false,
};

export const DISTRIBUTOR: Account = {
  id: '6a4c2f8e-0000-4000-8000-000000000002',
  displayName: 'Rádio Livre',
  role: 'distributor',
  createdAt: '2026-11-01T10:00:00.000Z',
  platforms: [OWN_PLATFORM],
  passkeys: 2,
};

/** The platforms `GET /api/platforms` lists: the seeded ones (translated) and one named as written. */
export const PLATFORMS: MarketplacePlatform[] = [
  { id: 'ebook', name: 'E-book', fee: 100, seeded: true },
  { id: 'music-streaming', name: 'Music streaming', fee: 50, seeded: true },
  OWN_PLATFORM,
];

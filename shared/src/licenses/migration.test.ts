import { describe, expect, it } from 'vitest';
import { createFakeMarketplace } from '../testing/fakeMarketplace';
import { MemoryStorage } from '../testing/MemoryStorage';
import { createLicenseKeyStore } from './keyStore';
import { LEGACY_LICENSES_KEY, legacyFingerprint, writeLegacyDocument } from './legacy';
import type { License } from './license';
import { createLicense } from './purchase';
import { sampleLicenses } from './samples';
import { legacyIdempotencyKey, moveExportedLicenses, moveWaitingLicenses } from './migration';

const now = () => new Date('2026-11-22T10:00:00.000Z');
const [book] = sampleLicenses(now()) as [License, License];
const calculus = {
  id: 'calculo-i-araujo',
  title: 'Cálculo I: Limites, Derivadas e Integrais',
  author: 'João Araújo Nogueira',
  type: 'books' as const,
  language: 'pt-BR' as const,
  contentFee: 2000,
  platforms: ['ebook' as const, 'app-store' as const],
  description: '',
  addedOn: '2026-09-08',
};
/** A purchase exactly as the previous version made it, in the browser. */
const bought = createLicense(
  { work: calculus, platforms: ['ebook'], duration: '1-year', licensee: 'Ana Souza' },
  new Date('2026-11-01T10:00:00.000Z'),
);
const overpriced: License = { ...bought, id: 'LIC-20261101-0000000B', contentFee: 1 };
const unknownWork: License = { ...bought, id: 'LIC-20261101-0000000C', workId: 'gone-work' };

function setUp(records: License[]) {
  const storage = new MemoryStorage();
  storage.setItem(LEGACY_LICENSES_KEY, writeLegacyDocument([book, ...records]));
  const store = createLicenseKeyStore({ storage: () => storage, now });
  const marketplace = createFakeMarketplace({ now });
  return { storage, store, marketplace };
}

describe("moving the previous version's licences to the server", () => {
  it('moves each record once: its key kept, flagged when its amounts differed, refused ones kept', async () => {
    const { storage, store, marketplace } = setUp([bought, overpriced, unknownWork]);
    const report = await moveWaitingLicenses(store, marketplace);
    expect(report).toEqual({
      moved: 2,
      flagged: 1,
      alreadyMoved: 0,
      refused: [{ record: unknownWork, problem: 'work-not-found' }],
      left: 0,
    });
    const state = store.getState();
    expect(state.waiting).toEqual([]);
    expect(state.licenses.map((entry) => entry.copy?.imported)).toEqual([false, true]);
    // 1 year: 70 % of 20.00 + the e-book's 1.00, plus 7 %.
    expect(state.licenses[0]?.copy?.total).toBe(1605);
    expect(state.refused.map((entry) => entry.record)).toEqual([unknownWork]);
    expect(storage.getItem(LEGACY_LICENSES_KEY)).toBeNull();
    // Each record moved under a key made from its content.
    expect(marketplace.calls.filter((call) => call.name === 'importRecord')).toEqual([
      {
        name: 'importRecord',
        idempotencyKey: legacyIdempotencyKey(await legacyFingerprint(bought)),
      },
      {
        name: 'importRecord',
        idempotencyKey: legacyIdempotencyKey(await legacyFingerprint(overpriced)),
      },
      {
        name: 'importRecord',
        idempotencyKey: legacyIdempotencyKey(await legacyFingerprint(unknownWork)),
      },
    ]);
  });

  it('while the marketplace cannot be reached, nothing moves and nothing is lost', async () => {
    const { storage, store, marketplace } = setUp([bought, overpriced]);
    marketplace.down = true;
    expect(await moveWaitingLicenses(store, marketplace)).toMatchObject({ moved: 0, left: 2 });
    expect(store.getState().waiting).toEqual([bought, overpriced]);
    expect(JSON.parse(storage.getItem(LEGACY_LICENSES_KEY) ?? '{}').licenses).toHaveLength(2);
    // A server error half-way: what moved stays moved, the rest waits for the next visit.
    marketplace.down = false;
    marketplace.failNext({ kind: 'problem', status: 500, slug: 'server-error', errors: [] });
    expect(await moveWaitingLicenses(store, marketplace)).toMatchObject({ moved: 0, left: 2 });
    expect(await moveWaitingLicenses(store, marketplace)).toMatchObject({ moved: 2, left: 0 });
  });

  it('two tabs moving the same records make one licence of each', async () => {
    const { storage, store, marketplace } = setUp([bought]);
    const other = createLicenseKeyStore({ storage: () => storage, now });
    await Promise.all([
      moveWaitingLicenses(store, marketplace),
      moveWaitingLicenses(other, marketplace),
    ]);
    expect(marketplace.records.size).toBe(1);
    const again = createLicenseKeyStore({ storage: () => storage, now }).getState();
    expect(again.licenses).toHaveLength(1);
    expect(again.waiting).toEqual([]);
  });

  it('an old export file moves the same way, and a record already moved is not moved again', async () => {
    const { store, marketplace } = setUp([bought]);
    await moveWaitingLicenses(store, marketplace);
    const report = await moveExportedLicenses([bought, unknownWork], store, marketplace);
    expect(report).toMatchObject({ moved: 0, alreadyMoved: 1, refused: [{ record: unknownWork }] });
    expect(marketplace.records.size).toBe(1);
    expect(store.getState().licenses).toHaveLength(1);
    expect(store.getState().refused.map((entry) => entry.record.id)).toEqual([unknownWork.id]);
  });
});

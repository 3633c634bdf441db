import { describe, expect, it } from 'vitest';
import { readKeysFile } from './readKeysFile';
import {
  LEGACY_EXPORT_FORMAT,
  LEGACY_EXPORT_VERSION,
  legacyExportContent,
  legacyExportFileName,
  legacyFingerprint,
  legacyImportBody,
  MAX_IMPORT_BYTES,
  partitionLegacy,
  readLegacyDocument,
  readLegacyExport,
  writeLegacyDocument,
} from './legacy';
import type { License } from './license';
import { sampleLicenses } from './samples';

const now = new Date('2026-11-23T10:00:00.000Z');
const samples = sampleLicenses(now);
const bought: License = {
  ...(samples[0] as License),
  id: 'LIC-20261120-5E7A11C0',
  workId: 'calculo-i-araujo',
  licensee: 'Ana Souza',
  history: [],
};
const licenses = [...samples, bought];
const file = (value: unknown) => JSON.stringify(value);
/** A file exactly as the previous version's Export wrote it. */
const exported = {
  format: LEGACY_EXPORT_FORMAT,
  version: LEGACY_EXPORT_VERSION,
  exportedAt: now.toISOString(),
  licenses,
};

describe("the previous version's export files", () => {
  it('are read back whole, through the same reader as a file of keys', () => {
    expect(readKeysFile(file(exported))).toEqual({ ok: true, kind: 'legacy', licenses });
    expect(readLegacyExport(exported)).toEqual({ ok: true, licenses });
  });

  it('are written again in the same format, for records the marketplace would not take', () => {
    expect(readKeysFile(legacyExportContent(licenses, now))).toEqual({
      ok: true,
      kind: 'legacy',
      licenses,
    });
    expect(legacyExportFileName(now)).toBe('fair-licensing-licenses-2026-11-23.json');
  });

  it.each([
    ['a file larger than the limit', 'x', MAX_IMPORT_BYTES + 1, 'tooLarge'],
    ['50 MB', ' '.repeat(50 * 1024 * 1024), undefined, 'tooLarge'],
    ['not JSON', '{ nope', undefined, 'notJson'],
    ['JSON that is not an export', file([1, 2, 3]), undefined, 'notExport'],
    ['an extra top-level key', file({ ...exported, extra: true }), undefined, 'notExport'],
    ['another version', file({ ...exported, version: 2 }), undefined, 'notExport'],
    [
      'a __proto__ key',
      file(exported).replace('{', '{"__proto__":{"x":1},'),
      undefined,
      'notExport',
    ],
  ] as const)('refuses %s', (_name, text, bytes, kind) => {
    expect(readKeysFile(text, bytes)).toMatchObject({ ok: false, problem: { kind } });
  });

  it.each([
    ['a wrong type', { contentFee: '15.00' }],
    ['a huge number', { contentFee: 9_007_199_254_740_991 }],
    ['a negative amount', { commission: -5 }],
    ['a fraction of a cent', { commission: 0.5 }],
    ['an unknown platform', { distributionFees: [{ platform: 'fax', fee: 100 }] }],
    ['a very long name', { licensee: 'x'.repeat(101) }],
  ])('refuses the whole file for one licence with %s, naming it', (_name, change) => {
    const text = file({ ...exported, licenses: [samples[0], { ...samples[1], ...change }] });
    expect(readKeysFile(text)).toEqual({
      ok: false,
      problem: { kind: 'invalidLicense', position: 2 },
    });
  });

  it('refuses a licence given twice', () => {
    const text = file({ ...exported, licenses: [samples[0], samples[0]] });
    expect(readKeysFile(text)).toEqual({ ok: false, problem: { kind: 'repeatedId', position: 2 } });
  });
});

describe("the previous version's stored document", () => {
  it('is read record by record; what cannot be read is counted, never guessed', () => {
    expect(readLegacyDocument(writeLegacyDocument(licenses))).toEqual({ kind: 'ok', licenses });
    const partly = JSON.stringify({ version: 1, licenses: [bought, { id: 'LIC-HALF' }, bought] });
    expect(readLegacyDocument(partly)).toEqual({
      kind: 'unreadable',
      licenses: [bought],
      skipped: 2,
    });
    expect(readLegacyDocument('{"version":2,"licenses":[]}')).toMatchObject({ skipped: 1 });
    expect(readLegacyDocument('not json')).toMatchObject({ kind: 'unreadable', licenses: [] });
  });

  it('tells the samples (they stay in the browser) from bought licences (they move)', () => {
    expect(partitionLegacy(licenses)).toEqual({ bought: [bought], samples });
  });
});

describe('moving a record to the server', () => {
  it('sends what the server reads, and no more (it recomputes every amount)', () => {
    const body = legacyImportBody({
      ...bought,
      history: [
        {
          date: now.toISOString(),
          addedPlatforms: [{ platform: 'music-streaming', fee: 50 }],
          fromDuration: 'lifetime',
          toDuration: 'lifetime',
          previousExpiry: null,
          newExpiry: null,
          contentFeeDifference: 0,
          commission: 4,
          total: 54,
        },
      ],
    });
    expect(Object.keys(body).sort()).toEqual([
      'commission',
      'contentFee',
      'distributionFees',
      'duration',
      'history',
      'id',
      'licensee',
      'listedContentFee',
      'purchaseDate',
      'workId',
    ]);
    expect(body.history).toEqual([
      {
        date: now.toISOString(),
        addedPlatforms: [{ platform: 'music-streaming', fee: 50 }],
        fromDuration: 'lifetime',
        toDuration: 'lifetime',
      },
    ]);
  });

  it('names a record by its content: the same record, the same fingerprint', async () => {
    const fingerprint = await legacyFingerprint(bought);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(await legacyFingerprint({ ...bought })).toBe(fingerprint);
    expect(await legacyFingerprint({ ...bought, licensee: 'Someone else' })).not.toBe(fingerprint);
  });
});

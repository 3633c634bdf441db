import { describe, expect, it } from 'vitest';
import { sampleLicenses } from './samples';
import { exportFileName, exportLicenses, MAX_IMPORT_BYTES, readExport } from './transfer';

const now = new Date('2026-11-23T10:00:00.000Z');
const licenses = sampleLicenses(now);
const file = (value: unknown) => JSON.stringify(value);
const exported = JSON.parse(exportLicenses(licenses, now)) as Record<string, unknown>;

describe('exporting and importing licenses', () => {
  it('reads back exactly what it exported', () => {
    expect(readExport(exportLicenses(licenses, now))).toEqual({ ok: true, licenses });
    expect(exportFileName(now)).toBe('fair-licensing-licenses-2026-11-23.json');
  });

  it.each([
    ['a file larger than the limit', 'x', MAX_IMPORT_BYTES + 1, 'tooLarge'],
    ['50 MB', ' '.repeat(50 * 1024 * 1024), undefined, 'tooLarge'],
    ['not JSON', '{ nope', undefined, 'notJson'],
    ['JSON that is not an export', file([1, 2, 3]), undefined, 'notExport'],
    ['another format', file({ ...exported, format: 'something else' }), undefined, 'notExport'],
    ['an extra top-level key', file({ ...exported, extra: true }), undefined, 'notExport'],
    [
      'a __proto__ key',
      exportLicenses(licenses, now).replace('{', '{"__proto__":{"x":1},'),
      undefined,
      'notExport',
    ],
  ] as const)('refuses %s', (_name, text, bytes, kind) => {
    const result = readExport(text, bytes);
    expect(result).toMatchObject({ ok: false, problem: { kind } });
  });

  it.each([
    ['a wrong type', { contentFee: '15.00' }],
    ['a huge number', { contentFee: 9_007_199_254_740_991 }],
    ['a negative amount', { commission: -5 }],
    ['a fraction of a cent', { commission: 0.5 }],
    ['an unknown platform', { distributionFees: [{ platform: 'fax', fee: 100 }] }],
    ['a very long name', { licensee: 'x'.repeat(101) }],
  ])('refuses the whole file for one license with %s, naming it', (_name, change) => {
    const [first, second] = licenses;
    const text = file({ ...exported, licenses: [first, { ...second, ...change }] });
    expect(readExport(text)).toEqual({
      ok: false,
      problem: { kind: 'invalidLicense', position: 2 },
    });
  });

  it('refuses a license given twice', () => {
    const text = file({ ...exported, licenses: [licenses[0], licenses[0]] });
    expect(readExport(text)).toEqual({ ok: false, problem: { kind: 'repeatedId', position: 2 } });
  });
});

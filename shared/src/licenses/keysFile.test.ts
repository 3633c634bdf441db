import { describe, expect, it } from 'vitest';
import { createFakeMarketplace } from '../testing/fakeMarketplace';
import { keysFileContent, keysFileName, licenceKeyFileName } from './keysFile';
import { MAX_IMPORT_KEYS, readKeysFile } from './readKeysFile';
import { MAX_IMPORT_BYTES } from './legacy';

const now = new Date('2026-11-23T10:00:00.000Z');
const keyA = 'A'.repeat(43);
const keyB = 'b_-'.repeat(15);
const file = (licences: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'fair-licensing.licence-keys',
    version: 1,
    exportedAt: now.toISOString(),
    licences,
    ...extra,
  });

describe('a file of licence keys', () => {
  it('holds the keys with their codes and works, and reads back exactly the keys', async () => {
    const marketplace = createFakeMarketplace({ now: () => now });
    const key = marketplace.seed({
      workId: 'calculo-i-araujo',
      platforms: ['ebook'],
      duration: 'lifetime',
    });
    const copy = await marketplace.licence(key);
    const text = keysFileContent(
      [
        { key, copy },
        { key: keyA, copy: null },
      ],
      now,
    );
    expect(JSON.parse(text).licences).toEqual([
      { key, code: copy.code, work: 'Cálculo I: Limites, Derivadas e Integrais' },
      { key: keyA, code: null, work: null },
    ]);
    expect(readKeysFile(text)).toEqual({ ok: true, kind: 'keys', keys: [key, keyA] });
    expect(keysFileName(now)).toBe('fair-licensing-keys-2026-11-23.json');
    expect(licenceKeyFileName({ code: 'K7QM-2RTA-9XWB' })).toBe(
      'fair-licensing-key-K7QM-2RTA-9XWB.json',
    );
  });

  it.each([
    ['too large a file', 'x', MAX_IMPORT_BYTES + 1, 'tooLarge'],
    ['not JSON', '{', undefined, 'notJson'],
    ['an array', '[]', undefined, 'notExport'],
    ['another format', file([], { format: 'other' }), undefined, 'notExport'],
    ['another version', file([], { version: 2 }), undefined, 'notExport'],
    ['an extra key', file([], { more: 1 }), undefined, 'notExport'],
    [
      'too many keys',
      file(Array.from({ length: MAX_IMPORT_KEYS + 1 }, () => ({ key: keyA }))),
      undefined,
      'tooMany',
    ],
  ] as const)('changes nothing for %s', (_name, text, bytes, kind) => {
    expect(readKeysFile(text, bytes)).toMatchObject({ ok: false, problem: { kind } });
  });

  it.each([
    ['a key that cannot be one', { key: 'short' }],
    ['a key with a space', { key: `${keyA} x` }],
    ['a number for a key', { key: 42 }],
    ['an unknown field', { key: keyB, admin: true }],
    ['a very long work title', { key: keyB, work: 'x'.repeat(301) }],
    ['not an object', keyB],
  ])('refuses the whole file for one entry with %s, naming it', (_name, entry) => {
    expect(readKeysFile(file([{ key: keyA }, entry]))).toEqual({
      ok: false,
      problem: { kind: 'invalidLicense', position: 2 },
    });
  });

  it('refuses a key given twice', () => {
    expect(readKeysFile(file([{ key: keyA }, { key: keyA }]))).toEqual({
      ok: false,
      problem: { kind: 'repeatedId', position: 2 },
    });
  });
});

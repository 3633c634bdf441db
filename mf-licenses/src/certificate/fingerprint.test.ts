import { sampleLicenses, type License } from '@fair/shared';
import { describe, expect, it } from 'vitest';
import { factsOfRecord } from '../lib/facts';
import { bought, marketplaceAt, NOW } from '../test/harness';
import { canonicalJson, certificateFingerprint, sha256Hex } from './fingerprint';

const licenseFingerprint = (record: License) =>
  certificateFingerprint({ kind: 'sample', record, facts: factsOfRecord(record) });

describe('the fingerprint', () => {
  it('writes JSON with sorted keys and no spaces, whatever order the record was built in', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: { z: 'é', y: -2 } })).toBe(
      '{"a":[true,null,"x"],"b":1,"c":{"y":-2,"z":"é"}}',
    );
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
    // Keys are ordered by UTF-16 code units, as RFC 8785 says (capitals before small letters).
    expect(canonicalJson({ b: 0, B: 0, a: 0 })).toBe('{"B":0,"a":0,"b":0}');
    expect(canonicalJson('quote " and \\ and \n')).toBe('"quote \\" and \\\\ and \\n"');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(TypeError);
  });

  it('is the SHA-256 of that text, in lower-case hex', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Hex('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('is the same for the same record and changes with any change to it', async () => {
    const [book] = sampleLicenses(NOW);
    if (!book) throw new Error('no sample');
    const reordered = Object.fromEntries(Object.entries(book).reverse()) as typeof book;
    const fingerprint = await licenseFingerprint(book);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(await licenseFingerprint(reordered)).toBe(fingerprint);
    expect(await licenseFingerprint({ ...book, licensee: 'Maria da Silva ' })).not.toBe(
      fingerprint,
    );
    expect(await licenseFingerprint({ ...book, commission: 1 })).not.toBe(fingerprint);
    expect(await sha256Hex(canonicalJson(book))).toBe(fingerprint);
  });

  it('of a licence on the marketplace is the SHA-256 of the record the server signed, as signed', async () => {
    const marketplace = marketplaceAt();
    const kept = await bought(marketplace);
    if (!kept.copy) throw new Error('no copy');
    const fingerprint = await certificateFingerprint({
      kind: 'marketplace',
      key: kept.key,
      copy: kept.copy,
      copiedAt: kept.copiedAt,
      facts: factsOfRecord(sampleLicenses(NOW)[0] as License),
    });
    expect(fingerprint).toBe(kept.copy.certificate.fingerprint);
    expect(fingerprint).toBe(await sha256Hex(kept.copy.certificate.canonical));
  });
});

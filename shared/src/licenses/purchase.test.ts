import { describe, expect, it } from 'vitest';
import type { Work } from '../catalogue/work';
import { checkLicensee, createLicense, newLicenseId } from './purchase';
import { isLicense } from './validate';

const work: Work = {
  id: 'calculo-1',
  title: 'Cálculo I',
  author: 'Joana Müller',
  type: 'books',
  language: 'pt-BR',
  contentFee: 2000,
  platforms: ['ebook', 'app-store'],
  description: 'Um curso completo.',
  addedOn: '2026-01-10',
};
const now = new Date('2026-11-22T10:00:00.000Z');

describe('the licensee name', () => {
  it('is required and trimmed', () => {
    expect(checkLicensee('   ')).toEqual({ ok: false, error: 'required' });
    expect(checkLicensee('  Ana Sousa ')).toEqual({ ok: true, value: 'Ana Sousa' });
  });

  it('has at most 100 characters, counted as people see them', () => {
    expect(checkLicensee('a'.repeat(100)).ok).toBe(true);
    expect(checkLicensee('a'.repeat(101))).toEqual({ ok: false, error: 'tooLong' });
    expect(checkLicensee('😀'.repeat(100)).ok).toBe(true);
  });
});

describe('createLicense', () => {
  it('prices the license with the quote and dates it', () => {
    const license = createLicense(
      { work, platforms: ['ebook', 'app-store'], duration: '30-days', licensee: ' Ana ' },
      now,
    );
    expect(license).toMatchObject({
      workId: 'calculo-1',
      licensee: 'Ana',
      duration: '30-days',
      purchaseDate: '2026-11-22T10:00:00.000Z',
      expiryDate: '2026-12-22T10:00:00.000Z',
      listedContentFee: 2000,
      contentFee: 800,
      commission: 74, // 7 % of 8 + 1 + 1.50 = 10.50 → 0.735 → 0.74
      history: [],
    });
    expect(license.id).toMatch(/^LIC-20261122-[0-9A-F]{8}$/);
    expect(isLicense(license)).toBe(true);
  });

  it('refuses an empty licensee, no platform, or a platform the author did not authorize', () => {
    const base = { work, duration: 'lifetime' as const };
    expect(() => createLicense({ ...base, platforms: ['ebook'], licensee: '' }, now)).toThrow();
    expect(() => createLicense({ ...base, platforms: [], licensee: 'Ana' }, now)).toThrow();
    expect(() =>
      createLicense({ ...base, platforms: ['music-streaming'], licensee: 'Ana' }, now),
    ).toThrow();
  });

  it('gives distinct ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newLicenseId(now)));
    expect(ids.size).toBeGreaterThan(195);
  });
});

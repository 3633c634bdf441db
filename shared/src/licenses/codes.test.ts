import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatLicenseCode,
  LICENSE_CODE_ALPHABET,
  normalizeLicenseCode,
  normalizeLicenseKey,
} from './codes';

describe('licence codes and keys', () => {
  it('reads a code as a person types it: case, spaces and dashes ignored, I L O read as digits', () => {
    expect(normalizeLicenseCode('k7qm-2rta-9xwb')).toBe('K7QM2RTA9XWB');
    expect(normalizeLicenseCode(' K7QM 2RTA 9XWB ')).toBe('K7QM2RTA9XWB');
    expect(normalizeLicenseCode('ABCD-EFGH-JKOI')).toBe('ABCDEFGHJK01');
    expect(formatLicenseCode('K7QM2RTA9XWB')).toBe('K7QM-2RTA-9XWB');
  });

  it.each([
    '',
    'K7QM-2RTA',
    'K7QM-2RTA-9XWBX',
    'K7QM-2RTA-9XW!',
    'K7QM-2RTA-9XWU',
    'x'.repeat(1000),
  ])('refuses %j', (input) => {
    expect(normalizeLicenseCode(input)).toBeNull();
  });

  it('every code it makes is read back as itself', () => {
    const codes = fc.string({
      unit: fc.constantFrom(...LICENSE_CODE_ALPHABET),
      minLength: 12,
      maxLength: 12,
    });
    fc.assert(fc.property(codes, (code) => normalizeLicenseCode(formatLicenseCode(code)) === code));
  });

  it('takes a key as pasted, and nothing that cannot be one', () => {
    const key = 'q3Vx_0-aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789';
    expect(normalizeLicenseKey(`  ${key}\n`)).toBe(key);
    expect(normalizeLicenseKey('short')).toBeNull();
    expect(normalizeLicenseKey(`${key}/../x`)).toBeNull();
    expect(normalizeLicenseKey('k'.repeat(101))).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../languages';
import { centsToDecimalString } from './cents';
import { amountForField, parseEuros, readAmount } from './parse';

const cents = (amount: number) => ({ kind: 'amount', cents: amount });

describe('an amount typed in euros', () => {
  it.each([
    ['pt-BR', '12,50', 1250],
    ['pt-BR', '1.250', 125_000],
    ['pt-BR', '1.250,5', 125_050],
    ['pt-PT', '1 250,00', 125_000],
    ['en', '12.5', 1250],
    ['en', '1,250.05', 125_005],
    ['en', '€ 3', 300],
    ['en', '12', 1200],
    ['en', '0.07', 7],
    ['en', ' 12.5 ', 1250],
    ['fi', '12,50 €', 1250],
    ['fi', '1\u00a0250,5', 125_050],
    ['fi', '1 250 000', 125_000_000],
    ['et', ' 1\u202f250 € ', 125_000],
    ['sv', '0,99', 99],
    ['et', '7', 700],
    ['nl', '€ 1.000,01', 100_001],
  ] as const)('in %s, "%s" is %i cents', (language, text, expected) => {
    expect(readAmount(text, language)).toEqual(cents(expected));
  });

  it.each([
    ['pt-BR', '12.50'], // the English way in a language that groups with a dot
    ['en', '12,50'],
    ['fi', '12.50'],
    ['en', '1.234'],
    ['pt-BR', '12,505'], // no third decimal: an amount is whole cents
    ['en', '-5'],
    ['en', '1e3'],
    ['en', '12..5'],
    ['nl', '1.25'],
    ['en', '１２'], // full-width digits
    ['en', 'twelve'],
    ['en', '<b>12</b>'],
    ['en', '9'.repeat(40)],
    ['en', '1'.repeat(13)], // more euros than an amount may hold
    ['en', '1.005'],
    ['en', '.5'],
    ['en', '5.'],
    // Inside a number, a euro sign or a space that is not the language's grouping in threes.
    ['en', '12€50'],
    ['fi', '12€50'],
    ['fi', '12 50'],
    ['fi', '1 2 3'],
    ['sv', '12 345 6'],
    ['en', '1 250'],
    // A grouped first group with a leading zero: "0,500" is no way to write 500.
    ['en', '0,500'],
    ['pt-BR', '0.500'],
    ['fi', '0 500'],
  ] as const)('in %s, "%s" is unreadable, never guessed at', (language, text) => {
    expect(readAmount(text, language)).toEqual({ kind: 'unreadable' });
  });

  it('is empty when nothing but spaces or a euro sign is typed', () => {
    expect(readAmount('  ', 'en')).toEqual({ kind: 'empty' });
    expect(readAmount('€', 'fi')).toEqual({ kind: 'empty' });
  });

  it('reads back what a field shows, in every language, for any amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.constantFrom<Language>(...LANGUAGES),
        (amount, language) => {
          expect(readAmount(amountForField(amount, language), language)).toEqual(cents(amount));
        },
      ),
    );
  });

  it("writes a field's amount with the language's decimal mark", () => {
    expect(amountForField(1250, 'pt-BR')).toBe('12,50');
    expect(amountForField(1250, 'en')).toBe('12.50');
    expect(amountForField(5, 'fi')).toBe('0,05');
  });
});

/** The refusals a typed amount and a written one share, whatever the language. */
const NEVER_AMOUNTS = ['12,50', '1.005', '1e3', '12..5', '１２', 'twelve', '<b>12</b>', '.5', '5.'];

describe('an amount written with a dot (data files and tests)', () => {
  it('is read as cents, with its sign', () => {
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros('12.5')).toBe(1250);
    expect(parseEuros('0.07')).toBe(7);
    expect(parseEuros(' -1.05 ')).toBe(-105);
  });

  it('throws on anything else, as a typed amount is unreadable', () => {
    for (const text of [...NEVER_AMOUNTS, '1,250.05', '€ 3', '1 250', '--5', '9'.repeat(40), '']) {
      expect(() => parseEuros(text), text).toThrow(SyntaxError);
    }
    for (const text of NEVER_AMOUNTS) {
      expect(readAmount(text, 'en'), text).toEqual({ kind: 'unreadable' });
    }
  });

  it('reads back what centsToDecimalString writes, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        expect(parseEuros(centsToDecimalString(amount))).toBe(amount);
      }),
    );
  });
});

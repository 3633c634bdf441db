import { LANGUAGES, type Language } from '@fair/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountForField, readAmount } from './amounts';

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
    ['fi', '12,50 €', 1250],
    ['fi', '1\u00a0250,5', 125_050],
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

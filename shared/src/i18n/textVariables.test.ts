import { describe, expect, it } from 'vitest';
import { PAYOUT_DELAY_HOURS } from '../pricing/payout';
import { workedExampleQuote } from '../pricing/workedExample';
import { probeText } from './testing/probeText';
import { pricingTextVariables } from './textVariables';

/** One text in one language, written as the site's instances write it. */
const translate = async (language: string, text: string, values: Record<string, unknown> = {}) =>
  (await probeText(language, text))(values);

describe('the rules’ figures in texts', () => {
  it('give the payout delay and the worked example’s amounts, in cents, from the rules', () => {
    const { payout, workedExample } = pricingTextVariables();
    const quote = workedExampleQuote();
    expect(payout).toEqual({ hours: PAYOUT_DELAY_HOURS });
    expect(workedExample).toEqual({
      contentFee: quote.contentFee,
      distributionFee: 200,
      subtotal: quote.subtotal,
      commission: quote.commission,
      total: quote.total,
    });
    expect(
      workedExample.contentFee + workedExample.distributionFee + workedExample.commission,
    ).toBe(workedExample.total);
  });

  it('are written in each language’s own way: money as formatMoney writes it', async () => {
    const example =
      '{{workedExample.contentFee, money}} + {{workedExample.distributionFee, money}} + ' +
      '{{workedExample.commission, money}} = {{workedExample.total, money}}, paid within ' +
      '{{payout.hours, number}} hours';
    expect(await translate('en', example)).toBe(
      '€12.00 + €2.00 + €0.98 = €14.98, paid within 48 hours',
    );
    expect(await translate('fi', '{{workedExample.total, money}}')).toBe('14,98\u00a0€');
    expect(await translate('pt-BR', '{{workedExample.total, money}}')).toBe('€\u00a014,98');
    expect(await translate('nl', '{{amount, money}}', { amount: 1_234_567 })).toBe(
      '€\u00a012.345,67',
    );
  });

  it('do not write a float as money (the rules’ amounts are cents)', async () => {
    expect(await translate('en', '{{amount, money}}', { amount: 14.98 })).toBe('14.98');
  });
});

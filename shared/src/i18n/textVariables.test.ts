import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { PAYOUT_DELAY_HOURS } from '../pricing/payout';
import { workedExampleQuote } from '../pricing/workedExample';
import { I18N_INTERPOLATION, TEXT_FORMATS, pricingTextVariables } from './textVariables';

/** An instance as the site makes one, with one text (the tests' probe key) in one language. */
async function translate(language: string, text: string, values: Record<string, unknown> = {}) {
  const i18n = i18next.createInstance().use(TEXT_FORMATS);
  await i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { probe: { greeting: text } } },
    ns: ['probe'],
    interpolation: I18N_INTERPOLATION,
  });
  return i18n.t('probe:greeting', values);
}

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

import type { ThirdPartyModule } from 'i18next';
import { isCents } from '../money/cents';
import { formatMoney } from '../money/format';
import { createNumberFormat } from './numberFormat';
import { toLanguage } from '../languages';
import { DURATIONS, DURATION_RULES } from '../pricing/durations';
import { PAYOUT_DELAY_HOURS } from '../pricing/payout';
import { COMMISSION_PERCENT } from '../pricing/quote';
import { RETENTION } from '../privacy/retention';
import { workedExampleQuote } from '../pricing/workedExample';

/**
 * The figures of the rules that texts quote ("Marketplace commission (7%)", "40% of the content
 * fee; ends 30 days after purchase", "paid within 48 hours", the worked example's 12 + 2 + 0.98, how
 * long the server keeps what: `retention.idempotencyHours`, …),
 * given to i18next as default variables. Texts use them with i18next's Intl formatting, e.g.
 * `{{rates.commission, number(style: percent)}}`, `{{payout.hours, number}}`, and amounts in cents
 * with the site's `money` format, `{{workedExample.total, money}}`, so no text types a number the
 * rules could contradict, and every language formats it its own way.
 */
export function pricingTextVariables() {
  const example = workedExampleQuote();
  return {
    rates: { commission: COMMISSION_PERCENT / 100 },
    durations: Object.fromEntries(
      DURATIONS.map((duration) => {
        const { contentPercent, term } = DURATION_RULES[duration];
        return [duration, { share: contentPercent / 100, ...term }];
      }),
    ),
    payout: { hours: PAYOUT_DELAY_HOURS },
    retention: { ...RETENTION },
    workedExample: {
      contentFee: example.contentFee,
      distributionFee: example.subtotal - example.contentFee,
      subtotal: example.subtotal,
      commission: example.commission,
      total: example.total,
    },
  };
}

/** The interpolation options of every i18next instance of the site (and of tests that make one). */
export const I18N_INTERPOLATION = {
  escapeValue: false,
  defaultVariables: pricingTextVariables(),
};

/** One set of number formats for every instance of the page (`createNumberFormat`). */
const numberFormat = createNumberFormat();

/**
 * The site's own formats for texts, as an i18next module every instance `use`s: `money` writes an
 * amount in euro cents as `formatMoney` does (`{{workedExample.total, money}}` is "€14.98" in en,
 * "14,98 €" in fi), so amounts stay integer cents until they are written; `number` writes as
 * i18next's own, from a bounded set of formats (`createNumberFormat`).
 */
export const TEXT_FORMATS: ThirdPartyModule = {
  type: '3rdParty',
  init(instance) {
    instance.services.formatter?.add('number', numberFormat);
    instance.services.formatter?.add('money', (value: unknown, language: string | undefined) => {
      if (!isCents(value)) throw new TypeError(`money: not an amount in cents: ${String(value)}`);
      return formatMoney(value, toLanguage(language));
    });
  },
};

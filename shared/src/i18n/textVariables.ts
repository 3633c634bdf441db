import { DURATIONS, DURATION_RULES } from '../pricing/durations';
import { COMMISSION_PERCENT } from '../pricing/quote';

/**
 * The figures of the pricing rules that texts quote ("Marketplace commission (7%)", "40% of the
 * content fee; ends 30 days after purchase"), given to i18next as default variables. Texts use
 * them with i18next's Intl formatting, e.g. `{{rates.commission, number(style: percent)}}`, so no
 * text types a number the rules could contradict, and every language formats it its own way.
 */
export function pricingTextVariables() {
  return {
    rates: { commission: COMMISSION_PERCENT / 100 },
    durations: Object.fromEntries(
      DURATIONS.map((duration) => {
        const { contentPercent, term } = DURATION_RULES[duration];
        return [duration, { share: contentPercent / 100, ...term }];
      }),
    ),
  };
}

/** The interpolation options of every i18next instance of the site (and of tests that make one). */
export const I18N_INTERPOLATION = {
  escapeValue: false,
  defaultVariables: pricingTextVariables(),
};

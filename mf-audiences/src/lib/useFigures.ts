import { formatMoney, formatShare, LANGUAGES, type Quote } from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { distributionTotal } from '../examples/example';
import { formatPercent } from './format';

/** The figures every page may put into its texts, formatted for the current language. */
export function useFigures() {
  const { language } = useRemoteProps();
  return {
    language,
    money: (amount: number) => formatMoney(amount, language),
    percent: (percent: number) => formatPercent(percent, language),
    /**
     * Values any text of this remote may use: `{{languageCount}}`. The rules' own figures come to
     * every text from shared (`{{rates.commission, number(style: percent)}}`,
     * `{{payout.hours, number}}`).
     */
    common: {
      languageCount: LANGUAGES.length,
    },
    /** A quote's parts as text values: `{{contentFee}}`, `{{distributionFee}}`, `{{subtotal}}`… */
    quoteValues: (quote: Quote) => ({
      contentFee: formatMoney(quote.contentFee, language),
      distributionFee: formatMoney(distributionTotal(quote), language),
      subtotal: formatMoney(quote.subtotal, language),
      commission: formatMoney(quote.commission, language),
      total: formatMoney(quote.total, language),
    }),
    /** Each part's share of a quote's total: `{{authorShare}}`, `{{distributionShare}}`… */
    quoteShares: (quote: Quote) => ({
      authorShare: formatShare(quote.contentFee, quote.total, language),
      distributionShare: formatShare(distributionTotal(quote), quote.total, language),
      commissionShare: formatShare(quote.commission, quote.total, language),
    }),
  };
}

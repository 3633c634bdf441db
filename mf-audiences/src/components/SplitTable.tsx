import { useRemoteProps, type Quote } from '@fair/shared';
import { useTranslation } from 'react-i18next';
import { formatShare, money } from '../lib/format';

export interface SplitTableLabels {
  /** Column headers. */
  part: string;
  amount: string;
  /** Needed only with `showShares`. */
  share?: string;
  /** Under the commission line, e.g. "7% of the subtotal; goes to the marketplace". */
  commissionHint: string;
}

/**
 * The table's labels from the current page's namespace (`splitTable.*`); `share` only for tables
 * that show each part's share.
 */
export function splitTableLabels(
  t: (key: string, values?: Record<string, string>) => string,
  values: Record<string, string>,
  withShares = false,
): SplitTableLabels {
  return {
    part: t('splitTable.part'),
    amount: t('splitTable.amount'),
    ...(withShares ? { share: t('splitTable.share') } : {}),
    commissionHint: t('splitTable.commissionHint', values),
  };
}

interface Props {
  quote: Quote;
  caption: string;
  labels: SplitTableLabels;
  /** Adds each part's share of the total, and a bar drawing the same proportions. */
  showShares?: boolean;
  /** Leaves out the content line when it is zero (an expansion that only adds platforms). */
  omitZeroContent?: boolean;
}

type Part = 'content' | 'distribution' | 'commission';

/**
 * A price split line by line: content fee, one line per platform, subtotal, commission, total.
 * Every amount is a field of a quote computed by `@fair/shared`; nothing is added up here.
 */
export function SplitTable({ quote, caption, labels, showShares = false, omitZeroContent }: Props) {
  const { t } = useTranslation('common');
  const { language } = useRemoteProps();
  const share = (part: number) => formatShare(part, quote.total, language);
  const showContent = !(omitZeroContent && quote.contentFee === 0);

  const row = (part: Part, label: string, hint: string, amount: number, key: string) => (
    <tr key={key} className={`split-table__row split-table__row--${part}`}>
      <th scope="row">
        {showShares ? <span className="split-table__swatch" aria-hidden="true" /> : null}
        <span className="split-table__label">{label}</span>
        <span className="split-table__hint">{hint}</span>
      </th>
      <td className="split-table__amount">{money(amount, language)}</td>
      {showShares ? <td className="split-table__share">{share(amount)}</td> : null}
    </tr>
  );

  return (
    <div className="split">
      {showShares ? (
        <div className="split-bar" aria-hidden="true">
          {showContent ? (
            <span
              className="split-bar__part split-bar__part--content"
              style={{ flexGrow: quote.contentFee }}
            />
          ) : null}
          {quote.distribution.map((line) => (
            <span
              key={line.platform}
              className="split-bar__part split-bar__part--distribution"
              style={{ flexGrow: line.fee }}
            />
          ))}
          <span
            className="split-bar__part split-bar__part--commission"
            style={{ flexGrow: quote.commission }}
          />
        </div>
      ) : null}
      <div className="split-table__scroll">
        <table className="split-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.part}</th>
              <th scope="col" className="split-table__amount">
                {labels.amount}
              </th>
              {showShares ? (
                <th scope="col" className="split-table__share">
                  {labels.share}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {showContent
              ? row(
                  'content',
                  t('fees.contentFee'),
                  t('fees.contentFeeHint'),
                  quote.contentFee,
                  'content',
                )
              : null}
            {quote.distribution.map((line) =>
              row(
                'distribution',
                `${t('fees.distributionFee')}: ${t(`platforms.${line.platform}`)}`,
                t('fees.distributionFeeHint'),
                line.fee,
                line.platform,
              ),
            )}
            <tr className="split-table__row split-table__row--subtotal">
              <th scope="row">
                {showShares ? <span className="split-table__swatch" aria-hidden="true" /> : null}
                <span className="split-table__label">{t('fees.subtotal')}</span>
              </th>
              <td className="split-table__amount">{money(quote.subtotal, language)}</td>
              {showShares ? <td className="split-table__share" /> : null}
            </tr>
            {row(
              'commission',
              t('fees.commission'),
              labels.commissionHint,
              quote.commission,
              'commission',
            )}
          </tbody>
          <tfoot>
            <tr className="split-table__row split-table__row--total">
              <th scope="row">
                {showShares ? <span className="split-table__swatch" aria-hidden="true" /> : null}
                <span className="split-table__label">{t('fees.total')}</span>
              </th>
              <td className="split-table__amount">{money(quote.total, language)}</td>
              {showShares ? <td className="split-table__share">{share(quote.total)}</td> : null}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

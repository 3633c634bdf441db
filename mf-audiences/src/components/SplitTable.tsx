import { useRemoteProps, type Quote } from '@fair/shared';
import { useTranslation } from 'react-i18next';
import { formatShare, money } from '../lib/format';

interface Props {
  quote: Quote;
  caption: string;
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
export function SplitTable({ quote, caption, showShares = false, omitZeroContent }: Props) {
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
              <th scope="col">{t('fees.part')}</th>
              <th scope="col" className="split-table__amount">
                {t('fees.amount')}
              </th>
              {showShares ? (
                <th scope="col" className="split-table__share">
                  {t('fees.share')}
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
              t('fees.commissionHint'),
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

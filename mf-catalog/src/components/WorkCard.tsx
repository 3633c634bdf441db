import { formatMoney, type Language, type Work } from '@fair/shared';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IndexedWork } from '../catalogue/catalogueIndex';

interface Props {
  entry: IndexedWork;
  language: Language;
  onBuy: (work: Work, opener: HTMLButtonElement) => void;
}

/**
 * One work: type badge, title, author, description, and the price of a lifetime license on its
 * default platform split openly (content fee, distribution fee, commission, total).
 */
export const WorkCard = memo(function WorkCard({ entry, language, onBuy }: Props) {
  const { t } = useTranslation(['catalog', 'common']);
  const { work, quote } = entry;
  const titleId = useId();
  const [defaultLine] = quote.distribution;
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <article className="mf-catalog__card" aria-labelledby={titleId} data-work-id={work.id}>
      <div className="mf-catalog__card-tags">
        <span className={`mf-catalog__badge mf-catalog__badge--${work.type}`}>
          {t(`common:contentType.${work.type}`)}
        </span>
        <span className="mf-catalog__work-language">
          <span className="visually-hidden">{t('common:filters.language')}: </span>
          {t(`common:languageNames.${work.language}`)}
        </span>
      </div>
      <h3 id={titleId} className="mf-catalog__card-title" lang={work.language} tabIndex={-1}>
        {work.title}
      </h3>
      <p className="mf-catalog__card-author">{t('card.byline', { author: work.author })}</p>
      <p className="mf-catalog__card-description" lang={work.language}>
        {work.description}
      </p>
      <dl className="mf-catalog__amounts">
        <div>
          <dt>{t('common:fees.contentFee')}</dt>
          <dd data-amount="content">{money(quote.contentFee)}</dd>
        </div>
        {defaultLine && (
          <div>
            <dt>
              {t('common:fees.distributionFee')}
              <span className="mf-catalog__amount-note">
                {t(`common:platforms.${defaultLine.platform}`)}
              </span>
            </dt>
            <dd data-amount="distribution">{money(defaultLine.fee)}</dd>
          </div>
        )}
        <div>
          <dt>{t('common:fees.commission')}</dt>
          <dd data-amount="commission">{money(quote.commission)}</dd>
        </div>
        <div className="mf-catalog__amount-total">
          <dt>{t('common:fees.total')}</dt>
          <dd data-amount="total">{money(quote.total)}</dd>
        </div>
      </dl>
      {/* Named "Buy now" and the title, so each of the many Buy buttons says what it buys. */}
      <button
        type="button"
        className="button mf-catalog__buy"
        aria-labelledby={`${titleId}-buy ${titleId}`}
        onClick={(event) => onBuy(work, event.currentTarget)}
      >
        <span id={`${titleId}-buy`}>{t('common:actions.buyNow')}</span>
      </button>
    </article>
  );
});

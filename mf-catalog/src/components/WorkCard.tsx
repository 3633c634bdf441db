import {
  PriceSplit,
  type ContentType,
  type Language,
  type Quote,
  type MarketplaceWork,
} from '@fair/shared';
import { InternalLink } from '@fair/shared/runtime';
import { memo, useId } from 'react';
import { preloadPurchaseDialog } from '../purchase/usePurchase';
import { workPagePath } from '../work/workPath';

/** The words every card shows, translated once for the whole list. */
export interface CardLabels {
  type: Record<ContentType, string>;
  language: Record<Language, string>;
  /** "Language", said before a work's language to a screen reader. */
  languageLabel: string;
  buyNow: string;
  /** "by <author>", as the language says it. */
  byline: (author: string) => string;
}

interface Props {
  work: MarketplaceWork;
  labels: CardLabels;
  /** The card's price (a lifetime licence on the default platform); null while it is unknown. */
  quote: Quote<string> | null;
  platformName: (platform: string) => string;
  language: Language;
  onBuy: (work: MarketplaceWork, opener: HTMLButtonElement) => void;
}

/**
 * One work: type badge, title, author, description, and the price of a lifetime licence on its
 * default platform split openly (content fee, distribution fee, commission, total), drawn and in
 * figures.
 */
export const WorkCard = memo(function WorkCard({
  work,
  labels,
  quote,
  platformName,
  language,
  onBuy,
}: Props) {
  const titleId = useId();
  return (
    <article className="mf-catalog__card" aria-labelledby={titleId} data-work-id={work.id}>
      <div className="mf-catalog__card-tags">
        <span className={`mf-catalog__badge mf-catalog__badge--${work.type}`}>
          {labels.type[work.type]}
        </span>
        <span className="mf-catalog__work-language">
          <span className="visually-hidden">{labels.languageLabel}: </span>
          {labels.language[work.language]}
        </span>
      </div>
      <h3 id={titleId} className="mf-catalog__card-title" lang={work.language} tabIndex={-1}>
        {/* The work's own page: its whole description, durations and platforms. */}
        <InternalLink to={workPagePath(work.id)} className="mf-catalog__card-link">
          {work.title}
        </InternalLink>
      </h3>
      <p className="mf-catalog__card-author">{labels.byline(work.author)}</p>
      <p className="mf-catalog__card-description" lang={work.language}>
        {work.description}
      </p>
      {quote && (
        <PriceSplit
          split={quote}
          language={language}
          notes={false}
          platformName={platformName}
          className="mf-catalog__split"
        />
      )}
      {/* Named "Buy now" and the title, so each of the many Buy buttons says what it buys. Without
          a script it is not shown: the title leads to the work's page, which says what buying needs. */}
      <button
        type="button"
        className="button mf-catalog__buy mf-catalog__needs-script"
        aria-labelledby={`${titleId}-buy ${titleId}`}
        onClick={(event) => onBuy(work, event.currentTarget)}
        onPointerEnter={preloadPurchaseDialog}
        onPointerDown={preloadPurchaseDialog}
        onFocus={preloadPurchaseDialog}
      >
        <span id={`${titleId}-buy`}>{labels.buyNow}</span>
      </button>
    </article>
  );
});

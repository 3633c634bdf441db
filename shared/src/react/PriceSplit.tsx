import { Fragment, memo, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../languages';
import type { Cents } from '../money/cents';
import { formatMoney, formatShare } from '../money/format';
import type { PlatformFee } from '../pricing/platforms';
import { platformNamer } from '../marketplace/platformNames';

/** The parts of a price: what the author, each platform and the marketplace get. */
export interface SplitParts {
  contentFee: Cents;
  /** Platforms by id, named by `platformName`. */
  distribution: readonly PlatformFee<string>[];
  commission: Cents;
  total: Cents;
  /** Shown as a line of its own when `showSubtotal` is set. */
  subtotal?: Cents;
}

type Party = 'content' | 'distribution' | 'commission';

interface Props {
  split: SplitParts;
  language: Language;
  /** With a caption the split is a table (the audience pages' worked examples), else a list. */
  caption?: string;
  /** Adds each part's share of the total. */
  showShares?: boolean;
  showSubtotal?: boolean;
  /** The content line's label, when it is not the plain content fee (an expansion's difference). */
  contentLabel?: string;
  /** A line under the content fee's label (e.g. the duration). */
  contentNote?: string;
  /**
   * Leaves out a content fee or commission of zero (an expansion that only adds platforms, the
   * seed's samples that recorded no commission).
   */
  omitZero?: boolean;
  /** Each line's note (who gets it); off for the compact split of a catalogue card. */
  notes?: boolean;
  /** Lines before the split that explain it (e.g. the new and the already paid content fees). */
  context?: readonly { label: string; amount: Cents }[];
  totalLabel?: string;
  /** Shown with the total (e.g. an approximate amount in the visitor's currency). */
  totalExtra?: ReactNode;
  /** The total is announced when it changes (a quote the visitor is building). */
  liveTotal?: boolean;
  /**
   * A platform's name, as the page knows the platforms (`usePlatformNamer`, `usePlatformNames`);
   * without it, the seed's are translated and any other is named by its id.
   */
  platformName?: (platform: string) => string;
  className?: string;
}

/** The smallest part of the bar, so a 7 % commission (or a 2 % platform fee) stays visible. */
const MIN_SHARE = 0.035;

/** A percentage to the hundredth: finer than any screen draws, and short in the page's HTML. */
const hundredths = (percent: number) => Math.round(percent * 100) / 100;

/**
 * Each drawn part's width, in percent of the bar, in the order given: proportional to its amount,
 * small parts raised to a visible minimum at the expense of the large ones. Each part ends at a
 * hundredth of a percent and the last at 100 exactly, so the parts meet without gap or overlap.
 */
export function barWidths(amounts: readonly Cents[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total <= 0) return amounts.map(() => 0);
  const shares = amounts.map((amount) => amount / total);
  const small = shares.map((share) => share > 0 && share < MIN_SHARE);
  const raised = shares.reduce(
    (sum, share, index) => sum + (small[index] ? MIN_SHARE - share : 0),
    0,
  );
  const large = shares.reduce((sum, share, index) => sum + (small[index] ? 0 : share), 0);
  const exact = shares.map((share, index) =>
    small[index] ? MIN_SHARE * 100 : (share - (large > 0 ? raised * (share / large) : 0)) * 100,
  );
  let end = 0;
  let start = 0;
  return exact.map((width, index) => {
    end += width;
    const rounded = index === exact.length - 1 ? 100 : hundredths(end);
    const part = hundredths(rounded - start);
    start = rounded;
    return part;
  });
}

/**
 * A swatch or bar part's fill: colour and a pattern, so the key never relies on colour alone.
 * Memoised, as the swatches: a card given the next work keeps its split's id, and these are the
 * same elements (a new answer redraws twelve splits as the visitor types).
 */
const Patterns = memo(function Patterns({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={`${id}-distribution`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className="price-split__fill--distribution" />
        <path d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" className="price-split__stroke" />
      </pattern>
      <pattern id={`${id}-commission`} width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" className="price-split__fill--commission" />
        <circle cx="2.5" cy="2.5" r="1.1" className="price-split__dot" />
      </pattern>
    </defs>
  );
});

function fillOf(party: Party, id: string): string | undefined {
  return party === 'content' ? undefined : `url(#${id}-${party})`;
}

/** A part's key: the same fill as its part of the bar (whose patterns it uses). */
const Swatch = memo(function Swatch({ party, id }: { party: Party; id: string }) {
  return (
    <svg className="price-split__key" width="14" height="14" aria-hidden="true" focusable="false">
      <rect
        width="14"
        height="14"
        rx="3"
        className={`price-split__fill--${party}`}
        fill={fillOf(party, id)}
      />
    </svg>
  );
});

/**
 * The site's one picture of a price split: a bar drawing who gets what (the author's content fee,
 * each platform's distribution fee, the marketplace's commission), then the same figures as text,
 * which is what screen readers read. Drawn with SVG attributes only, so it needs no script and no
 * inline style; parts are told apart by pattern as well as colour, in the bar and in the key.
 */
export function PriceSplit({
  split,
  language,
  caption,
  showShares = false,
  showSubtotal = false,
  contentLabel,
  contentNote,
  omitZero = false,
  notes = true,
  context = [],
  totalLabel,
  totalExtra,
  liveTotal = false,
  platformName,
  className,
}: Props) {
  const { t } = useTranslation('common');
  // Translated once per language, not on every render: a page of cards redraws many splits for
  // each answer while the visitor types.
  const words = useMemo(
    () => ({
      contentFee: t('fees.contentFee'),
      distributionFee: t('fees.distributionFee'),
      commission: t('fees.commission'),
      total: t('fees.total'),
      subtotal: t('fees.subtotal'),
    }),
    [t],
  );
  // The seed platforms' names, from the same translations (not `usePlatformNamer`: a second
  // `useTranslation` per split, and react-i18next copies the i18n instance for each on a first
  // render, which every card drawn anew and every server render is).
  const seedNames = useMemo(() => platformNamer([], (id) => t(`platforms.${id}`)), [t]);
  const nameOf = platformName ?? seedNames;
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const money = (amount: Cents) => formatMoney(amount, language);
  const share = (amount: Cents) => formatShare(amount, split.total, language);

  const lines: { party: Party; key: string; label: string; note?: string; amount: Cents }[] = [];
  // The notes are translated only when shown: a page of cards draws many splits at once.
  const note = (text: () => string) => (notes ? text() : undefined);
  if (!(omitZero && split.contentFee === 0)) {
    lines.push({
      party: 'content',
      key: 'content',
      label: contentLabel ?? words.contentFee,
      note: note(() => contentNote ?? t('fees.contentFeeHint')),
      amount: split.contentFee,
    });
  }
  for (const [index, line] of split.distribution.entries()) {
    lines.push({
      party: 'distribution',
      // By place, not platform: the next work's split fills the rows already drawn.
      key: `distribution-${index}`,
      label: `${words.distributionFee}: ${nameOf(line.platform)}`,
      note: note(() => t('fees.distributionFeeHint')),
      amount: line.fee,
    });
  }
  if (!(omitZero && split.commission === 0)) {
    lines.push({
      party: 'commission',
      key: 'commission',
      label: words.commission,
      note: note(() => t('fees.commissionHint')),
      amount: split.commission,
    });
  }

  const subtotal = showSubtotal ? split.subtotal : undefined;
  const widths = barWidths(lines.map((line) => line.amount));
  let x = 0;
  const bar = (
    <svg className="price-split__bar" width="100%" height="12" aria-hidden="true" focusable="false">
      <Patterns id={id} />
      {lines.map((line, index) => {
        const width = widths[index] ?? 0;
        const part = (
          <rect
            key={line.key}
            x={`${x}%`}
            width={`${width}%`}
            height="12"
            className={`price-split__fill--${line.party}`}
            fill={fillOf(line.party, id)}
          />
        );
        x = hundredths(x + width);
        return part;
      })}
    </svg>
  );
  const total = (
    <>
      <span data-amount="total">{money(split.total)}</span>
      {totalExtra}
    </>
  );

  if (caption) {
    return (
      <div className={className ? `price-split ${className}` : 'price-split'}>
        {bar}
        <div className="scroll-box" role="region" aria-label={caption} tabIndex={0}>
          <table className="price-split__table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fees.part')}</th>
                <th scope="col" className="price-split__amount">
                  {t('fees.amount')}
                </th>
                {showShares && (
                  <th scope="col" className="price-split__amount">
                    {t('fees.share')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <Fragment key={line.key}>
                  {line.party === 'commission' && subtotal !== undefined && (
                    <tr className="price-split__row price-split__row--subtotal">
                      <th scope="row">{words.subtotal}</th>
                      <td className="price-split__amount">{money(subtotal)}</td>
                      {showShares && <td />}
                    </tr>
                  )}
                  <tr className={`price-split__row price-split__row--${line.party}`}>
                    <th scope="row">
                      <Swatch party={line.party} id={id} />
                      <span className="price-split__label">
                        {line.label}
                        {line.note && <span className="price-split__note">{line.note}</span>}
                      </span>
                    </th>
                    <td className="price-split__amount" data-amount={line.party}>
                      {money(line.amount)}
                    </td>
                    {showShares && <td className="price-split__amount">{share(line.amount)}</td>}
                  </tr>
                </Fragment>
              ))}
            </tbody>
            <tfoot>
              <tr className="price-split__row price-split__row--total">
                <th scope="row">{totalLabel ?? words.total}</th>
                <td className="price-split__amount">{total}</td>
                {showShares && <td className="price-split__amount">{share(split.total)}</td>}
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    );
  }

  return (
    <div className={className ? `price-split ${className}` : 'price-split'}>
      {bar}
      <dl className="price-split__list">
        {context.map((line) => (
          <div key={line.label} className="price-split__row price-split__row--context">
            <dt>{line.label}</dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        {lines.map((line) => (
          <Fragment key={line.key}>
            {line.party === 'commission' && subtotal !== undefined && (
              <div className="price-split__row price-split__row--subtotal">
                <dt>{words.subtotal}</dt>
                <dd>{money(subtotal)}</dd>
              </div>
            )}
            <div className={`price-split__row price-split__row--${line.party}`}>
              <dt>
                <Swatch party={line.party} id={id} />
                <span className="price-split__label">
                  {line.label}
                  {line.note && <span className="price-split__note">{line.note}</span>}
                </span>
              </dt>
              <dd data-amount={line.party}>{money(line.amount)}</dd>
            </div>
          </Fragment>
        ))}
        <div className="price-split__row price-split__row--total">
          <dt>{totalLabel ?? words.total}</dt>
          <dd {...(liveTotal ? { 'aria-live': 'polite', 'aria-atomic': true } : {})}>{total}</dd>
        </div>
      </dl>
    </div>
  );
}

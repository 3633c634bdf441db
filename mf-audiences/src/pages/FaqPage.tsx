import { DURATIONS, EXPIRING_WITHIN_DAYS, useHydrated, pageAddress } from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AudiencePage } from '../components/Layout';
import { authorSplit } from '../examples/authors';
import { distributionTotal } from '../examples/example';
import { calculusBookExample, CALCULUS_BOOK, filmAddPlatformExample } from '../examples/users';
import { paragraphs } from '../lib/texts';
import { useFigures } from '../lib/useFigures';
import '../styles/audiences.css';
import { faqIdFromHash, FAQ_IDS, type FaqId } from './faqItems';

interface AccordionState {
  openId: FaqId | null;
  /** The location hash this state has taken into account. */
  hash: string;
  /** Hashes this page asked the shell for that have not come back yet (not outside links). */
  pending: string[];
  /** A question reached by a link, to bring into view (a new object for each request). */
  scrollTo: { id: FaqId } | null;
}

function initialState(hash: string): AccordionState {
  const id = faqIdFromHash(hash);
  return { openId: id, hash, pending: [], scrollTo: id ? { id } : null };
}

/**
 * The questions are native `<details name="faq">` elements: the browser gives each question a
 * button role with its expanded state, Enter and Space, find-in-page, and (in Chromium, Firefox
 * and Safari today) closes the open one when another opens. The page's own state makes "one open
 * at a time" hold in every browser and keeps the address in step, so a question can be linked to.
 */
/** The pages this one leads to, by their label in `related`. */
const RELATED = {
  howItWorks: pageAddress('howItWorks'),
  users: pageAddress('users'),
  authors: pageAddress('authors'),
  distributors: pageAddress('distributors'),
};

export function FaqPage() {
  const { t } = useTranslation(['faq', 'common']);
  const { pathname, search, hash: address, navigate, notify } = useRemoteProps();
  // The server rendered every question closed (it cannot know the fragment): the first render in
  // the browser does the same, and a linked question opens right after it.
  const hash = useHydrated() ? address : '';
  const figures = useFigures();
  const listRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState(() => initialState(hash));

  // The shell changed the address: an echo of our own change, or a link to a question.
  if (hash !== state.hash) {
    const echo = state.pending.indexOf(hash);
    if (echo >= 0) {
      setState({ ...state, hash, pending: state.pending.slice(echo + 1) });
    } else {
      const id = faqIdFromHash(hash);
      setState(
        id ? { openId: id, hash, pending: [], scrollTo: { id } } : { ...state, hash, pending: [] },
      );
    }
  }

  const { scrollTo } = state;
  useEffect(() => {
    if (!scrollTo) return;
    const item = listRef.current?.querySelector<HTMLDetailsElement>(`[id="${scrollTo.id}"]`);
    item?.querySelector('summary')?.focus({ preventScroll: true });
    item?.scrollIntoView?.({ block: 'start' });
  }, [scrollTo]);

  const base = `${pathname}${search}`;
  const show = (openId: FaqId | null) => {
    const nextHash = openId ? `#${openId}` : '';
    setState((current) => ({
      ...current,
      openId,
      pending: [...current.pending, nextHash].slice(-10),
    }));
    navigate(`${base}${nextHash}`, { replace: true });
  };

  const onToggle = (id: FaqId) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) {
      if (state.openId !== id) show(id);
      return;
    }
    if (state.openId !== id) return;
    // Opening another question closed this one (the browser's exclusive group): that question's
    // own toggle event records the change.
    if (listRef.current?.querySelector('details[open]')) return;
    show(null);
  };

  const copyLink = async (id: FaqId) => {
    const url = new URL(`${base}#${id}`, window.location.href).href;
    try {
      await navigator.clipboard.writeText(url);
      notify({ kind: 'success', message: t('copyLink.done') });
    } catch {
      notify({ kind: 'error', message: t('copyLink.failed', { url }) });
    }
  };

  const price = authorSplit();
  const film = filmAddPlatformExample();
  const book = calculusBookExample();
  const values: Record<FaqId, Record<string, string | number>> = {
    'what-is-a-license': figures.common,
    'price-breakdown': { ...figures.common, ...figures.quoteValues(price) },
    'several-platforms': {
      ...figures.common,
      listedFee: figures.money(film.original.contentFee),
      addedFee: figures.money(distributionTotal(film.added)),
      addedCommission: figures.money(film.added.commission),
      addedTotal: figures.money(film.added.total),
    },
    durations: { ...figures.common, expiringDays: EXPIRING_WITHIN_DAYS },
    expanding: {
      ...figures.common,
      listedFee: figures.money(CALCULUS_BOOK.listedContentFee),
      shortFee: figures.money(book.short.contentFee),
      longFee: figures.money(book.long.contentFee),
      difference: figures.money(book.upgrade.contentFee),
      upgradeCommission: figures.money(book.upgrade.commission),
      upgradeTotal: figures.money(book.upgrade.total),
    },
    'author-payment': figures.common,
    prototype: figures.common,
  };

  return (
    <AudiencePage
      title={t('title')}
      lead={t('lead')}
      related={t('related', { returnObjects: true })}
      relatedPaths={RELATED}
    >
      <div className="faq" ref={listRef}>
        {FAQ_IDS.map((id) => (
          <details
            key={id}
            id={id}
            name="faq"
            className="faq__item"
            open={state.openId === id}
            onToggle={onToggle(id)}
          >
            <summary className="faq__question">{t(`items.${id}.question`)}</summary>
            <div className="faq__answer">
              {paragraphs(t(`items.${id}.answer`, { ...values[id], returnObjects: true })).map(
                (text, index) => (
                  <p key={index}>{text}</p>
                ),
              )}
              {id === 'durations' ? (
                <dl className="faq__durations">
                  {DURATIONS.map((duration) => (
                    <div key={duration}>
                      <dt>{t(`common:durations.${duration}`)}</dt>
                      <dd>{t(`common:durationHints.${duration}`)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {/* Only the durations question has a list, and text after it. */}
              {id === 'durations'
                ? paragraphs(
                    t('items.durations.afterList', { ...values.durations, returnObjects: true }),
                  ).map((text, index) => <p key={index}>{text}</p>)
                : null}
              <button type="button" className="faq__copy" onClick={() => void copyLink(id)}>
                {t('copyLink.label')}
              </button>
            </div>
          </details>
        ))}
      </div>
    </AudiencePage>
  );
}

import {
  contentFeeFor,
  DURATIONS,
  formatMoney,
  pageAddress,
  PriceSplit,
  quoteLicense,
  useHydrated,
  usePlatformNamer,
} from '@fair/shared';
import { InternalLink, usePageData, useRemoteProps } from '@fair/shared/runtime';
import { documentTitle, localizePath } from '@fair/shared/site';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { platformTable } from '../catalogue/platforms';
import { preloadPurchaseDialog, usePurchase } from '../purchase/usePurchase';
import {
  fetchWorkView,
  leadingQuote,
  WORK_ATTRIBUTE,
  WORK_ELEMENT_ID,
  type WorkData,
  type WorkView,
} from '../work/workData';
import '../catalog.css';
import '../work.css';

/**
 * A work's own page (`/obras/{id}`): what it is, its price split drawn, each duration's price, the
 * platforms that may distribute it, and Buy, which opens the catalogue's purchase dialog. Its HTML
 * is rendered for each request by this remote's server, from the API, and embeds the work so the
 * browser hydrates it as it is; rendered anew in the browser, it asks the API itself. Buying needs
 * JavaScript: without it the page says so instead of showing a button that would do nothing.
 */
export function WorkPage() {
  const { t } = useTranslation(['catalog', 'common']);
  const data = usePageData<WorkData>();
  const { language, pathname } = useRemoteProps();
  const hydrated = useHydrated();
  const [view, setView] = useState<WorkView | null>(data.view);
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Rendered anew (or Retry): ask the API for the work.
  const id = data.id;
  const asking = hydrated && id !== undefined && (view === null || attempt > 0);
  useEffect(() => {
    if (!asking || id === undefined) return;
    const controller = new AbortController();
    fetchWorkView(id, { signal: controller.signal }).then(
      (answer) => setView(answer),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`[mf-catalog] the work ${id} could not be loaded:`, error);
        setView({ kind: 'unavailable' });
      },
    );
    return () => controller.abort();
  }, [asking, id, attempt]);

  // The document's title is the work's (the head's one format), once the page is the browser's.
  const siteName = t('common:site.name');
  const title =
    view?.kind === 'work'
      ? view.work.title
      : view?.kind === 'missing'
        ? t('work.missing.title')
        : undefined;
  useEffect(() => {
    if (hydrated && title !== undefined) document.title = documentTitle(title, siteName);
  }, [hydrated, title, siteName]);

  const back = (
    <p className="mf-catalog__back">
      <InternalLink to={pageAddress('home')}>{t('work.back')}</InternalLink>
    </p>
  );

  if (view === null || (view.kind === 'unavailable' && asking)) {
    return (
      <div className="mf-catalog mf-catalog__work">
        {back}
        <p className="mf-catalog__loading" role="status">
          {t('work.loading')}
        </p>
      </div>
    );
  }

  if (view.kind !== 'work') {
    const missing = view.kind === 'missing';
    return (
      <div className="mf-catalog mf-catalog__work">
        {back}
        <h1 ref={headingRef} className="mf-catalog__title" tabIndex={-1}>
          {t(missing ? 'work.missing.title' : 'work.unavailable.title')}
        </h1>
        <p>{t(missing ? 'work.missing.text' : 'work.unavailable.text')}</p>
        {!missing && (
          // A link to this very page: without a script it asks the server again.
          <a
            className="button"
            href={localizePath(pathname, language)}
            onClick={(event) => {
              event.preventDefault();
              setView(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t('common:actions.retry')}
          </a>
        )}
      </div>
    );
  }

  return <WorkDetails view={view} text={data.view === view ? data.text : undefined} back={back} />;
}

/** The work itself, with its prices and the purchase dialog. */
function WorkDetails({
  view,
  text,
  back,
}: {
  view: Extract<WorkView, { kind: 'work' }>;
  /** The data the page's HTML embeds, kept as it came while the page lives. */
  text: string | undefined;
  back: ReactNode;
}) {
  const { t } = useTranslation(['catalog', 'common']);
  const { language } = useRemoteProps();
  const purchase = usePurchase();
  const ids = useId();
  const { work } = view;
  const table = useMemo(() => platformTable(view.platforms), [view.platforms]);
  const platformName = usePlatformNamer(table);
  const quote = leadingQuote(view);
  const leading = quote?.distribution[0];
  const money = (amount: number) => formatMoney(amount, language);

  return (
    <article className="mf-catalog mf-catalog__work" aria-labelledby={`${ids}-title`}>
      {back}
      <div className="mf-catalog__card-tags">
        <span className={`mf-catalog__badge mf-catalog__badge--${work.type}`}>
          {t(`common:contentType.${work.type}`)}
        </span>
        <span className="mf-catalog__work-language">
          <span className="visually-hidden">{t('common:filters.language')}: </span>
          {t(`common:languageNames.${work.language}`)}
        </span>
      </div>
      <h1 id={`${ids}-title`} className="mf-catalog__title" lang={work.language}>
        {work.title}
      </h1>
      <p className="mf-catalog__card-author">{t('card.byline', { author: work.author })}</p>
      <p className="mf-catalog__work-description" lang={work.language}>
        {work.description}
      </p>

      {quote && leading && (
        <section className="mf-catalog__work-section" aria-labelledby={`${ids}-price`}>
          <h2 id={`${ids}-price`}>{t('work.price.heading')}</h2>
          <p>{t('work.price.note', { platform: platformName(leading.platform) })}</p>
          <PriceSplit
            split={quote}
            language={language}
            platformName={platformName}
            className="mf-catalog__split"
          />
          <div className="mf-catalog__work-buy">
            <button
              type="button"
              className="button mf-catalog__buy mf-catalog__needs-script"
              aria-describedby={`${ids}-title`}
              onClick={(event) => purchase.buy(work, event.currentTarget)}
              onPointerEnter={preloadPurchaseDialog}
              onPointerDown={preloadPurchaseDialog}
              onFocus={preloadPurchaseDialog}
            >
              {t('common:actions.buyNow')}
            </button>
            <p className="mf-catalog__without-script">{t('work.buyNeedsScript')}</p>
          </div>
        </section>
      )}

      {leading && (
        <section className="mf-catalog__work-section" aria-labelledby={`${ids}-durations`}>
          <h2 id={`${ids}-durations`}>{t('work.durations.heading')}</h2>
          <table className="mf-catalog__durations">
            <caption>
              {t('work.durations.caption', { platform: platformName(leading.platform) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('work.durations.duration')}</th>
                <th scope="col">{t('work.durations.contentFee')}</th>
                <th scope="col">{t('work.durations.total')}</th>
              </tr>
            </thead>
            <tbody>
              {DURATIONS.map((duration) => (
                <tr key={duration}>
                  <th scope="row">{t(`common:durations.${duration}`)}</th>
                  <td>{money(contentFeeFor(work.contentFee, duration))}</td>
                  <td data-duration-total={duration}>
                    {money(quoteLicense(work.contentFee, [leading], duration).total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <section className="mf-catalog__work-section" aria-labelledby={`${ids}-platforms`}>
        <h2 id={`${ids}-platforms`}>{t('work.platforms.heading')}</h2>
        <p>{t('work.platforms.intro')}</p>
        <ul className="mf-catalog__work-platforms">
          {work.platforms.map((platform) => {
            const known = table.get(platform);
            return (
              <li key={platform}>
                <span className="mf-catalog__work-platform">{platformName(platform)}</span>
                {known && <span>{t('work.platforms.fee', { fee: known.fee })}</span>}
              </li>
            );
          })}
        </ul>
      </section>
      <p className="mf-catalog__work-verify">
        <InternalLink to={pageAddress('verify')}>{t('common:nav.verify')}</InternalLink>
      </p>
      {purchase.dialog}
      {/* The data this HTML was rendered from, kept as it came while the page lives. */}
      {text !== undefined && <div hidden id={WORK_ELEMENT_ID} {...{ [WORK_ATTRIBUTE]: text }} />}
    </article>
  );
}

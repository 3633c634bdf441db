import {
  approximateInLocalCurrency,
  checkLicensee,
  closeDialog,
  Dialog,
  DURATIONS,
  expiryFor,
  formatDate,
  formatMoney,
  getLicenseKeyStore,
  getMarketplaceClient,
  IdempotentAttempts,
  LICENSEE_MAX_LENGTH,
  PriceSplit,
  useLicenseKeys,
  usePlatformNames,
  useProblemTexts,
  type Duration,
  type IssuedLicense,
  type Language,
  type LicenseKeyStore,
  type MarketplaceClient,
  type ReferenceRates,
  type ServerLicense,
  type MarketplaceWork,
} from '@fair/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  purchaseProblemOf,
  quoteProblemSlug,
  type PurchaseProblem,
} from '../purchase/purchaseProblem';
import { useQuotes } from '../purchase/useQuotes';
import { PurchasedLicence } from './PurchasedLicence';

// The dialog's styles are not in the page's HTML, which does not need them to paint: asked for
// when this module loads, long before a dialog can open (a composed page has them already: its
// boot script adds them with the scripts).
if (!import.meta.env.SSR) void import('../purchase/purchase.css');

interface Props {
  /** The work as the catalogue lists it: its platforms are any the author authorised. */
  work: MarketplaceWork;
  language: Language;
  /** For the approximate amount in BRL, USD or SEK; euros only without it. */
  rates: ReferenceRates | undefined;
  /** Called when the dialog has closed, whichever way (Escape, Cancel, or after a purchase). */
  onClose: () => void;
  /** Called once the marketplace has made the licence; `kept`: this browser keeps its key. */
  onPurchased?: (licence: ServerLicense, kept: boolean) => void;
  store?: LicenseKeyStore;
  client?: MarketplaceClient;
  now?: () => Date;
}

/** A date-only string (YYYY-MM-DD) in the language's format, read as the calendar day it names. */
function formatCalendarDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * Buying a licence on the marketplace: platforms among those the author authorized, a duration,
 * the price as the server quotes it, and the licensee's name. Confirming posts the purchase with
 * one Idempotency-Key per attempt, so a double click or a retry never buys twice; a purchase that
 * cannot be confirmed says so and keeps the form. Once bought, the dialog shows the licence's key
 * (kept by this browser for My licences) and its public code. The site's modal Dialog: Escape or
 * Cancel closes it, and the focus goes back to the button that opened it.
 */
export function PurchaseDialog({
  work,
  language,
  rates,
  onClose,
  onPurchased,
  store = getLicenseKeyStore(),
  client = getMarketplaceClient(),
  now = () => new Date(),
}: Props) {
  const { t } = useTranslation(['catalog', 'common']);
  const problemText = useProblemTexts();
  const { persistent, storageProblem } = useLicenseKeys(store);
  const platformName = usePlatformNames(work.platforms, client);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const licenseeRef = useRef<HTMLInputElement>(null);
  const firstPlatformRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [openedAt] = useState(now);
  const [platforms, setPlatforms] = useState<readonly string[]>(() => work.platforms.slice(0, 1));
  const [duration, setDuration] = useState<Duration>('lifetime');
  const [licensee, setLicensee] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<PurchaseProblem | null>(null);
  const [buying, setBuying] = useState(false);
  const buyingRef = useRef(false);
  const [bought, setBought] = useState<{ issued: IssuedLicense; kept: boolean } | null>(null);
  const [attempts] = useState(() => new IdempotentAttempts());
  const [quoteAttempt, setQuoteAttempt] = useState(0);

  const chosen = work.platforms.filter((platform) => platforms.includes(platform));
  const platformsMissing = chosen.length === 0;
  // The selection's price, and the work's price list (every duration on every platform it
  // offers) for the amounts beside each choice: all of them from the server.
  const [selection, ...sheet] = useQuotes(
    client,
    [
      platformsMissing ? null : { workId: work.id, platforms: chosen, duration },
      ...DURATIONS.map((option) => ({
        workId: work.id,
        platforms: work.platforms,
        duration: option,
      })),
    ],
    quoteAttempt,
  );
  const quote = selection?.status === 'ready' ? selection.quote : null;
  const contentFeeOf = (option: Duration) => {
    const state = sheet[DURATIONS.indexOf(option)];
    return state?.status === 'ready' ? state.quote.contentFee : null;
  };
  const listed = sheet.find((state) => state.status === 'ready');
  const platformFeeOf = (platform: string) =>
    listed?.status === 'ready'
      ? (listed.quote.distributionFees.find((line) => line.platform === platform)?.fee ?? null)
      : null;
  const quoteFailed = !platformsMissing && selection?.status === 'failed';

  const approximate = quote ? approximateInLocalCurrency(quote.total, language, rates) : null;
  const expiry = expiryFor(duration, openedAt);
  const licenseeCheck = checkLicensee(licensee);
  const licenseeError: 'required' | 'tooLong' | 'invalid' | null =
    submitted && !licenseeCheck.ok
      ? licenseeCheck.error
      : problem?.field === 'licensee'
        ? problem.reason
        : null;
  const platformsError = platformsMissing || problem?.field === 'platforms';
  const money = (cents: number) => formatMoney(cents, language);

  const togglePlatform = (platform: string, on: boolean) => {
    if (problem?.field === 'platforms') setProblem(null);
    setPlatforms((current) =>
      on ? [...current, platform] : current.filter((candidate) => candidate !== platform),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second click, or Enter pressed again, while the first is on its way: it is the same
    // purchase, already being confirmed.
    if (buyingRef.current) return;
    setSubmitted(true);
    setProblem(null);
    if (platformsMissing) {
      firstPlatformRef.current?.focus();
      return;
    }
    if (!licenseeCheck.ok) {
      licenseeRef.current?.focus();
      return;
    }
    if (!quote) {
      // Nothing is bought at a price the buyer has not seen.
      setProblem({ field: null, reason: quoteFailed ? 'unreachable' : 'noPrice' });
      return;
    }
    const body = { workId: work.id, platforms: chosen, duration, licensee: licenseeCheck.value };
    buyingRef.current = true;
    setBuying(true);
    try {
      const issued = await client.buy(body, attempts.keyFor(body));
      attempts.settle();
      let kept = false;
      try {
        kept = store.keep(issued.key, issued.licence).kept;
      } catch (error) {
        // The licence exists on the server: the key is shown below, to be copied or downloaded.
        console.error('[mf-catalog] the licence key could not be kept:', error);
      }
      setBought({ issued, kept });
      onPurchased?.(issued.licence, kept);
    } catch (error) {
      const found = purchaseProblemOf(error);
      setProblem(found);
      if (found.field === 'licensee') licenseeRef.current?.focus();
      if (found.field === 'platforms') firstPlatformRef.current?.focus();
    } finally {
      buyingRef.current = false;
      setBuying(false);
    }
  };

  const headingId = `${ids}-heading`;
  const workId = `${ids}-work`;
  const platformsHintId = `${ids}-platforms-hint`;
  const platformsErrorId = `${ids}-platforms-error`;
  const licenseeHintId = `${ids}-licensee-hint`;
  const licenseeErrorId = `${ids}-licensee-error`;

  const licenseeMessage = () => {
    switch (licenseeError) {
      case 'required':
        return t('purchase.licenseeRequired');
      case 'tooLong':
        return t('purchase.licenseeTooLong', {
          length: [...licensee.trim()].length,
          max: LICENSEE_MAX_LENGTH,
        });
      default:
        return t('purchase.licenseeInvalid');
    }
  };

  const generalMessage = () => {
    if (problem?.field !== null || !problem) return null;
    if (problem.reason === 'unreachable') return t('purchase.unreachable');
    if (problem.reason === 'noPrice') return t('purchase.priceMissing');
    return problemText(problem.slug, t('purchase.refused'));
  };
  const general = generalMessage();

  return (
    <Dialog
      dialogRef={dialogRef}
      className="mf-catalog__dialog"
      labelledBy={`${headingId} ${workId}`}
      onClose={onClose}
    >
      {bought ? (
        <PurchasedLicence
          issued={bought.issued}
          kept={bought.kept}
          language={language}
          headingId={headingId}
          workId={workId}
          onClose={() => closeDialog(dialogRef)}
        />
      ) : (
        <form className="mf-catalog__purchase" noValidate onSubmit={(event) => void submit(event)}>
          <div className="mf-catalog__purchase-head">
            <h2 id={headingId}>{t('purchase.heading')}</h2>
            <p id={workId} className="mf-catalog__purchase-work">
              <span lang={work.language}>{work.title}</span>
            </p>
            <p className="mf-catalog__purchase-author">
              {t('card.byline', { author: work.author })}
            </p>
          </div>

          {!persistent && (
            <p className="mf-catalog__warning" role="note">
              {storageProblem === 'full'
                ? t('common:storage.full')
                : t('common:storage.unavailable')}
            </p>
          )}

          <fieldset
            className="mf-catalog__choices"
            aria-describedby={
              platformsError ? `${platformsHintId} ${platformsErrorId}` : platformsHintId
            }
          >
            <legend>{t('purchase.platformsLegend')}</legend>
            <p id={platformsHintId} className="mf-catalog__hint">
              {t('purchase.platformsHint')}
            </p>
            {work.platforms.map((platform, index) => {
              const fee = platformFeeOf(platform);
              return (
                <label key={platform} className="mf-catalog__choice">
                  <input
                    ref={index === 0 ? firstPlatformRef : undefined}
                    type="checkbox"
                    name="platforms"
                    value={platform}
                    checked={platforms.includes(platform)}
                    aria-invalid={platformsError || undefined}
                    onChange={(event) => togglePlatform(platform, event.target.checked)}
                  />
                  <span className="mf-catalog__choice-label">{platformName(platform)}</span>
                  <span className="mf-catalog__choice-amount">
                    {fee === null ? '' : money(fee)}
                  </span>
                </label>
              );
            })}
            {platformsError && (
              <p id={platformsErrorId} className="mf-catalog__error">
                {platformsMissing
                  ? t('purchase.platformsRequired')
                  : problemText('platform-not-offered', t('purchase.refused'))}
              </p>
            )}
          </fieldset>

          <fieldset className="mf-catalog__choices">
            <legend>{t('purchase.durationLegend')}</legend>
            {DURATIONS.map((option) => {
              const inputId = `${ids}-duration-${option}`;
              const hintId = `${inputId}-hint`;
              const contentFee = contentFeeOf(option);
              return (
                <div key={option} className="mf-catalog__choice mf-catalog__choice--described">
                  <input
                    id={inputId}
                    type="radio"
                    name="duration"
                    value={option}
                    checked={duration === option}
                    aria-describedby={hintId}
                    onChange={() => setDuration(option)}
                  />
                  <label htmlFor={inputId} className="mf-catalog__choice-label">
                    {t(`common:durations.${option}`)}
                  </label>
                  <span className="mf-catalog__choice-amount">
                    {contentFee === null ? '' : money(contentFee)}
                  </span>
                  <p id={hintId} className="mf-catalog__hint">
                    {t(`common:durationHints.${option}`)}
                  </p>
                </div>
              );
            })}
          </fieldset>

          <section
            className="mf-catalog__breakdown"
            aria-labelledby={`${ids}-breakdown`}
            aria-busy={!platformsMissing && selection?.status === 'loading'}
          >
            <h3 id={`${ids}-breakdown`}>{t('purchase.breakdownHeading')}</h3>
            {quote ? (
              <PriceSplit
                split={{
                  contentFee: quote.contentFee,
                  distribution: quote.distributionFees,
                  commission: quote.commission,
                  total: quote.total,
                }}
                language={language}
                contentNote={`${t(`common:durations.${duration}`)} · ${t('common:fees.contentFeeHint')}`}
                liveTotal
                platformName={platformName}
                totalExtra={
                  approximate && (
                    <span className="mf-catalog__approximate" data-amount="approximate">
                      {t('common:fees.approximate', {
                        amount: formatMoney(approximate.amount, language, approximate.currency),
                      })}
                    </span>
                  )
                }
              />
            ) : !platformsMissing && selection?.status === 'failed' ? (
              <div className="mf-catalog__price-failed" role="alert">
                <p>{problemText(quoteProblemSlug(selection.error), t('purchase.priceFailed'))}</p>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setQuoteAttempt((count) => count + 1)}
                >
                  {t('common:actions.retry')}
                </button>
              </div>
            ) : (
              <p className="mf-catalog__hint mf-catalog__price-loading">
                {platformsMissing ? t('purchase.platformsRequired') : t('purchase.priceLoading')}
              </p>
            )}
            <p className="mf-catalog__hint">
              {expiry
                ? t('purchase.endsOn', { date: formatDate(expiry, language) })
                : t('purchase.noEnd')}
            </p>
            {approximate && (
              <p className="mf-catalog__hint">
                {t('common:fees.approximateNote', {
                  currency: approximate.currency,
                  date: formatCalendarDate(approximate.date, language),
                })}
              </p>
            )}
          </section>

          <div className="mf-catalog__field">
            <label htmlFor={`${ids}-licensee`}>{t('purchase.licenseeLabel')}</label>
            <p id={licenseeHintId} className="mf-catalog__hint">
              {t('purchase.licenseeHint', { max: LICENSEE_MAX_LENGTH })}
            </p>
            <input
              ref={licenseeRef}
              id={`${ids}-licensee`}
              type="text"
              name="licensee"
              autoComplete="name"
              required
              value={licensee}
              aria-invalid={licenseeError ? true : undefined}
              aria-describedby={
                licenseeError ? `${licenseeErrorId} ${licenseeHintId}` : licenseeHintId
              }
              onChange={(event) => {
                if (problem?.field === 'licensee') setProblem(null);
                setLicensee(event.target.value);
              }}
            />
            {licenseeError && (
              <p id={licenseeErrorId} className="mf-catalog__error">
                {licenseeMessage()}
              </p>
            )}
          </div>

          <p className="mf-catalog__no-payment">{t('purchase.noPayment')}</p>

          {general && (
            <p className="mf-catalog__error" role="alert">
              {general}
            </p>
          )}

          <div className="mf-catalog__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => closeDialog(dialogRef)}
            >
              {t('common:actions.cancel')}
            </button>
            <button type="submit" className="button" aria-disabled={buying || undefined}>
              {buying ? t('purchase.confirming') : t('purchase.confirm')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

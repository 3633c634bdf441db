import {
  approximateInLocalCurrency,
  checkLicensee,
  closeDialog,
  contentFeeFor,
  Dialog,
  createLicense,
  type Duration,
  DURATIONS,
  expiryFor,
  formatDate,
  formatMoney,
  getLicenseStore,
  type Language,
  type License,
  LICENSEE_MAX_LENGTH,
  type LicenseStore,
  platformFee,
  type PlatformId,
  PriceSplit,
  quoteLicense,
  type ReferenceRates,
  useLicenseStore,
  type Work,
} from '@fair/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  work: Work;
  language: Language;
  /** For the approximate amount in BRL, USD or SEK; euros only without it. */
  rates: ReferenceRates | undefined;
  /** Called once the license is in the store, just before the dialog closes. */
  /** `kept`: the browser's storage has it (otherwise it lasts for this visit only). */
  onPurchased: (license: License, kept: boolean) => void;
  /** Called when the dialog has closed, whichever way (Escape, Cancel, or after a purchase). */
  onClose: () => void;
  store?: LicenseStore;
  now?: () => Date;
}

/** A date-only string (YYYY-MM-DD) in the language's format, read as the calendar day it names. */
function formatCalendarDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * Buying a license: platforms among those the author authorized, a duration, the live price
 * breakdown, and the licensee's name. The site's modal Dialog: Escape or Cancel closes it, and the
 * focus goes back to the button that opened it. No payment is taken; the license goes to the
 * browser's license store, shared with My Licenses.
 */
export function PurchaseDialog({
  work,
  language,
  rates,
  onPurchased,
  onClose,
  store = getLicenseStore(),
  now = () => new Date(),
}: Props) {
  const { t } = useTranslation(['catalog', 'common']);
  const { persistent, storageProblem } = useLicenseStore(store);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const licenseeRef = useRef<HTMLInputElement>(null);
  const firstPlatformRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [openedAt] = useState(now);
  const [platforms, setPlatforms] = useState<readonly PlatformId[]>(() =>
    work.platforms.slice(0, 1),
  );
  const [duration, setDuration] = useState<Duration>('lifetime');
  const [licensee, setLicensee] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  const chosen = work.platforms.filter((platform) => platforms.includes(platform));
  const quote = quoteLicense(work.contentFee, chosen.map(platformFee), duration);
  const approximate = approximateInLocalCurrency(quote.total, language, rates);
  const expiry = expiryFor(duration, openedAt);
  const licenseeCheck = checkLicensee(licensee);
  const licenseeError = submitted && !licenseeCheck.ok ? licenseeCheck.error : null;
  const platformsMissing = chosen.length === 0;
  const money = (cents: number) => formatMoney(cents, language);

  const togglePlatform = (platform: PlatformId, on: boolean) => {
    setPlatforms((current) =>
      on ? [...current, platform] : current.filter((candidate) => candidate !== platform),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setSaveFailed(false);
    if (platformsMissing) {
      firstPlatformRef.current?.focus();
      return;
    }
    if (!licenseeCheck.ok) {
      licenseeRef.current?.focus();
      return;
    }
    let license: License;
    let kept: boolean;
    try {
      license = createLicense({ work, platforms: chosen, duration, licensee }, now());
      ({ kept } = store.add(license));
    } catch (error) {
      console.error('[mf-catalog] the license could not be created:', error);
      setSaveFailed(true);
      return;
    }
    onPurchased(license, kept);
    closeDialog(dialogRef);
  };

  const headingId = `${ids}-heading`;
  const workId = `${ids}-work`;
  const platformsHintId = `${ids}-platforms-hint`;
  const platformsErrorId = `${ids}-platforms-error`;
  const licenseeHintId = `${ids}-licensee-hint`;
  const licenseeErrorId = `${ids}-licensee-error`;

  return (
    <Dialog
      dialogRef={dialogRef}
      className="mf-catalog__dialog"
      labelledBy={`${headingId} ${workId}`}
      onClose={onClose}
    >
      <form className="mf-catalog__purchase" noValidate onSubmit={submit}>
        <div className="mf-catalog__purchase-head">
          <h2 id={headingId}>{t('purchase.heading')}</h2>
          <p id={workId} className="mf-catalog__purchase-work">
            <span lang={work.language}>{work.title}</span>
          </p>
          <p className="mf-catalog__purchase-author">{t('card.byline', { author: work.author })}</p>
        </div>

        {!persistent && (
          <p className="mf-catalog__warning" role="note">
            {storageProblem === 'full' ? t('common:storage.full') : t('common:storage.unavailable')}
          </p>
        )}

        <fieldset
          className="mf-catalog__choices"
          aria-describedby={
            platformsMissing ? `${platformsHintId} ${platformsErrorId}` : platformsHintId
          }
        >
          <legend>{t('purchase.platformsLegend')}</legend>
          <p id={platformsHintId} className="mf-catalog__hint">
            {t('purchase.platformsHint')}
          </p>
          {work.platforms.map((platform, index) => (
            <label key={platform} className="mf-catalog__choice">
              <input
                ref={index === 0 ? firstPlatformRef : undefined}
                type="checkbox"
                name="platforms"
                value={platform}
                checked={platforms.includes(platform)}
                aria-invalid={platformsMissing || undefined}
                onChange={(event) => togglePlatform(platform, event.target.checked)}
              />
              <span className="mf-catalog__choice-label">{t(`common:platforms.${platform}`)}</span>
              <span className="mf-catalog__choice-amount">{money(platformFee(platform).fee)}</span>
            </label>
          ))}
          {platformsMissing && (
            <p id={platformsErrorId} className="mf-catalog__error">
              {t('purchase.platformsRequired')}
            </p>
          )}
        </fieldset>

        <fieldset className="mf-catalog__choices">
          <legend>{t('purchase.durationLegend')}</legend>
          {DURATIONS.map((option) => {
            const inputId = `${ids}-duration-${option}`;
            const hintId = `${inputId}-hint`;
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
                  {money(contentFeeFor(work.contentFee, option))}
                </span>
                <p id={hintId} className="mf-catalog__hint">
                  {t(`common:durationHints.${option}`)}
                </p>
              </div>
            );
          })}
        </fieldset>

        <section className="mf-catalog__breakdown" aria-labelledby={`${ids}-breakdown`}>
          <h3 id={`${ids}-breakdown`}>{t('purchase.breakdownHeading')}</h3>
          <PriceSplit
            split={quote}
            language={language}
            contentNote={`${t(`common:durations.${duration}`)} · ${t('common:fees.contentFeeHint')}`}
            liveTotal
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
            onChange={(event) => setLicensee(event.target.value)}
          />
          {licenseeError && (
            <p id={licenseeErrorId} className="mf-catalog__error">
              {licenseeError === 'required'
                ? t('purchase.licenseeRequired')
                : t('purchase.licenseeTooLong', {
                    length: [...licensee.trim()].length,
                    max: LICENSEE_MAX_LENGTH,
                  })}
            </p>
          )}
        </div>

        <p className="mf-catalog__no-payment">{t('purchase.noPayment')}</p>

        {saveFailed && (
          <p className="mf-catalog__error" role="alert">
            {t('purchase.failed')}
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
          <button type="submit" className="button">
            {t('purchase.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

import {
  closeDialog,
  Dialog,
  PriceSplit,
  availableDurations,
  contentFeeFor,
  expiryFor,
  formatDate,
  formatMoney,
  platformFee,
  quoteExpansion,
  type Duration,
  type ExpansionQuote,
  type Language,
  type License,
  type LicenseExpansion,
  type PlatformId,
} from '@fair/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addablePlatforms } from '../lib/expandOptions';
import type { Translate } from '../lib/translate';
import type { ExpandMode } from './LicenseCard';

interface Props {
  license: License;
  mode: ExpandMode;
  now: Date;
  language: Language;
  /** Applies the expansion (the store's `expand`); throws when it is no longer possible. */
  onConfirm: (
    license: License,
    request: { addPlatforms: ReturnType<typeof platformFee>[]; duration: Duration },
  ) => LicenseExpansion;
  onDone: (license: License, expansion: LicenseExpansion, mode: ExpandMode) => void;
  onClose: () => void;
}

function endText(
  duration: Duration,
  license: License,
  language: Language,
  t: Translate,
  now: Date,
): string {
  const expiry = expiryFor(duration, new Date(license.purchaseDate));
  if (expiry === null) return t('expand.noEnd');
  const date = formatDate(expiry, language);
  return expiry.getTime() > now.getTime()
    ? t('expand.endsOn', { date })
    : t('expand.ended', { date });
}

/**
 * Adds platforms and/or moves a license to a longer duration, showing the price of the difference
 * (computed by `quoteExpansion`) before anything is confirmed. "Upgrade to Lifetime" opens it with
 * lifetime already chosen.
 */
export function ExpandDialog({ license, mode, now, language, onConfirm, onDone, onClose }: Props) {
  const { t } = useTranslation(['licenses', 'common']);
  const ref = useRef<HTMLDialogElement>(null);
  // Set when "more options" is pressed: the button goes away, focus moves to the first choice.
  const focusFirstOption = useRef(false);
  const optionsRef = (node: HTMLDivElement | null) => {
    if (!node || !focusFirstOption.current) return;
    focusFirstOption.current = false;
    node.querySelector('input')?.focus();
  };
  const id = useId();
  const platforms = addablePlatforms(license);
  const durations = availableDurations(license, now);
  const [chosenPlatforms, setChosenPlatforms] = useState<PlatformId[]>([]);
  const [duration, setDuration] = useState<Duration>(
    mode === 'lifetime' && durations.includes('lifetime') ? 'lifetime' : license.duration,
  );
  const [error, setError] = useState<string | null>(null);
  // "Upgrade to Lifetime" opens straight to its price; the other choices are one click away.
  const [showOptions, setShowOptions] = useState(
    mode !== 'lifetime' || !durations.includes('lifetime'),
  );
  const money = (amount: number) => formatMoney(amount, language);

  const request = {
    addPlatforms: platforms.filter((p) => chosenPlatforms.includes(p)).map(platformFee),
    duration,
  };
  const nothingChosen = request.addPlatforms.length === 0 && duration === license.duration;
  let quote: ExpansionQuote | null = null;
  if (!nothingChosen) {
    try {
      quote = quoteExpansion(license, request, now);
    } catch {
      quote = null;
    }
  }
  const durationChanges = duration !== license.duration;

  const togglePlatform = (platform: PlatformId, checked: boolean) => {
    setError(null);
    setChosenPlatforms((current) =>
      checked ? [...current, platform] : current.filter((p) => p !== platform),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nothingChosen) {
      setError(t('expand.chooseSomething'));
      return;
    }
    let expansion: LicenseExpansion;
    try {
      expansion = onConfirm(license, request);
    } catch {
      setError(t('expand.failed'));
      return;
    }
    closeDialog(ref);
    onDone(license, expansion, duration === 'lifetime' && durationChanges ? 'lifetime' : 'expand');
  };

  const title = mode === 'lifetime' ? t('expand.upgradeTitle') : t('expand.title');

  return (
    <Dialog labelledBy={`${id}-title`} onClose={onClose} dialogRef={ref} className="expand-dialog">
      <form className="expand-dialog__form" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="dialog__title">
          {title}
        </h2>
        <p className="expand-dialog__work">
          <strong>{license.workTitle}</strong> · {t('card.by', { author: license.author })}
        </p>
        <p className="dialog__text">{t('expand.intro')}</p>

        {showOptions ? (
          <div ref={optionsRef}>
            <fieldset className="expand-dialog__group">
              <legend>{t('expand.platforms')}</legend>
              {platforms.length === 0 ? (
                <p className="expand-dialog__muted">{t('expand.allPlatforms')}</p>
              ) : (
                platforms.map((platform) => (
                  <label key={platform} className="choice">
                    <input
                      type="checkbox"
                      name="platform"
                      value={platform}
                      checked={chosenPlatforms.includes(platform)}
                      onChange={(event) => togglePlatform(platform, event.target.checked)}
                    />
                    <span className="choice__label">{t(`common:platforms.${platform}`)}</span>
                    <span className="choice__detail">
                      {t('common:fees.distributionFee')}: {money(platformFee(platform).fee)}
                    </span>
                  </label>
                ))
              )}
            </fieldset>

            <fieldset className="expand-dialog__group">
              <legend>{t('expand.duration')}</legend>
              {durations.length === 0 ? (
                <p className="expand-dialog__muted">{t('expand.noLonger')}</p>
              ) : (
                [license.duration, ...durations].map((option) => (
                  <label key={option} className="choice">
                    <input
                      type="radio"
                      name={`${id}-duration`}
                      value={option}
                      checked={duration === option}
                      onChange={() => {
                        setError(null);
                        setDuration(option);
                      }}
                    />
                    <span className="choice__label">
                      {option === license.duration
                        ? t('expand.keep', { duration: t(`common:durations.${option}`) })
                        : t(`common:durations.${option}`)}
                    </span>
                    <span className="choice__detail">
                      {option === license.duration
                        ? endText(option, license, language, t, now)
                        : expiryFor(option, new Date(license.purchaseDate)) === null
                          ? t(`common:durationHints.${option}`)
                          : `${endText(option, license, language, t, now)} · ${t(`common:durationHints.${option}`)}`}
                    </span>
                  </label>
                ))
              )}
            </fieldset>
          </div>
        ) : (
          <div className="expand-dialog__upgrade">
            <p>
              {t('expand.upgradeSummary', {
                from: t(`common:durations.${license.duration}`),
                end: endText(license.duration, license, language, t, now),
              })}
            </p>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                focusFirstOption.current = true;
                setShowOptions(true);
              }}
            >
              {t('expand.moreOptions')}
            </button>
          </div>
        )}

        <section className="quote" aria-labelledby={`${id}-price`} aria-live="polite">
          <h3 id={`${id}-price`}>{t('expand.price')}</h3>
          {quote === null ? (
            <p className="expand-dialog__muted">{t('expand.nothingChosen')}</p>
          ) : (
            <PriceSplit
              split={quote}
              language={language}
              notes={false}
              omitZero
              contentLabel={t('expand.contentDifference')}
              context={
                durationChanges
                  ? [
                      {
                        label: t('expand.newContentFee', {
                          duration: t(`common:durations.${duration}`),
                        }),
                        amount: contentFeeFor(license.listedContentFee, duration),
                      },
                      {
                        label: t('expand.alreadyPaid', {
                          duration: t(`common:durations.${license.duration}`),
                        }),
                        amount: contentFeeFor(license.listedContentFee, license.duration),
                      },
                    ]
                  : []
              }
              totalLabel={t('expand.total')}
              className="expand-dialog__quote"
            />
          )}
        </section>

        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <p className="expand-dialog__note">{t('expand.noPayment')}</p>

        <div className="dialog__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => closeDialog(ref)}
          >
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="button">
            {quote
              ? t('expand.confirm', { amount: money(quote.total) })
              : t('common:actions.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

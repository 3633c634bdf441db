import {
  canonicalJson,
  closeDialog,
  Dialog,
  expiryFor,
  formatDate,
  formatMoney,
  IdempotentAttempts,
  isAbort,
  PriceSplit,
  type Cents,
  type Duration,
  type Language,
  type PlatformFee,
} from '@fair/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LicenceFacts } from '../lib/facts';
import type { ExpansionTranslate } from '../lib/translate';
import type { ExpandMode } from './LicenseCard';

/** What the visitor asks for: platforms to add, and the duration to have (maybe the same). */
export interface ExpandRequest {
  platforms: string[];
  duration: Duration;
}

/** The price of an expansion: the difference only, split as every price is. */
export interface ExpansionPrice {
  contentFee: Cents;
  distribution: PlatformFee<string>[];
  commission: Cents;
  total: Cents;
}

/** What an expansion cost, and whether this browser keeps the change. */
export interface ExpansionDone {
  total: Cents;
  kept: boolean;
}

/** What can be added to the licence, once known. */
export type ExpandOptions =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      /** The platforms it may add, each with its fee today (null when not known). */
      platforms: { id: string; fee: Cents | null }[];
      durations: Duration[];
    };

interface Props {
  facts: LicenceFacts;
  mode: ExpandMode;
  now: Date;
  language: Language;
  platformName: (id: string) => string;
  options: ExpandOptions;
  /** A sample is expanded in this browser by the rules; a licence on the marketplace, there. */
  sample: boolean;
  /** The price of a request (the server's quote, or the rules' for a sample). */
  quote: (request: ExpandRequest, signal: AbortSignal) => Promise<ExpansionPrice>;
  /**
   * Applies the expansion with the attempt's Idempotency-Key (the same for a retry of the same
   * request); resolves with what it cost, or rejects with what went wrong.
   */
  confirm: (request: ExpandRequest, idempotencyKey: string) => Promise<ExpansionDone>;
  /** Why a quote or a confirmation failed, in words. */
  describeFailure: (error: unknown, during: 'quote' | 'confirm') => string;
  onDone: (done: ExpansionDone, mode: ExpandMode) => void;
  onClose: () => void;
}

type QuoteState =
  | { status: 'none' }
  | { status: 'loading'; previous: ExpansionPrice | null }
  | { status: 'ready'; price: ExpansionPrice }
  | { status: 'failed'; error: unknown };

function endText(
  duration: Duration,
  facts: LicenceFacts,
  language: Language,
  t: ExpansionTranslate,
  now: Date,
) {
  const expiry = expiryFor(duration, new Date(facts.purchaseDate));
  if (expiry === null) return t('expansion:noEnd');
  const date = formatDate(expiry, language);
  return expiry.getTime() > now.getTime()
    ? t('expansion:endsOn', { date })
    : t('expansion:ended', { date });
}

/**
 * Adds platforms and/or moves a licence to a longer duration, showing the price of the
 * difference (the marketplace's quote; the rules' for a sample) before anything is confirmed.
 * "Upgrade to Lifetime" opens it with lifetime already chosen. A confirmation that fails keeps
 * the choices, and trying again sends the same attempt (the same Idempotency-Key).
 */
export function ExpandDialog({
  facts,
  mode,
  now,
  language,
  platformName,
  options,
  sample,
  quote,
  confirm,
  describeFailure,
  onDone,
  onClose,
}: Props) {
  const { t } = useTranslation(['licenses', 'common', 'expansion']);
  const ref = useRef<HTMLDialogElement>(null);
  // Set when "more options" is pressed: the button goes away, focus moves to the first choice.
  const focusFirstOption = useRef(false);
  const optionsRef = (node: HTMLDivElement | null) => {
    if (!node || !focusFirstOption.current) return;
    focusFirstOption.current = false;
    node.querySelector('input')?.focus();
  };
  const id = useId();
  const ready = options.status === 'ready' ? options : null;
  const durations = ready?.durations ?? [];
  const [chosenPlatforms, setChosenPlatforms] = useState<string[]>([]);
  const [duration, setDuration] = useState<Duration>(
    mode === 'lifetime' ? 'lifetime' : facts.duration,
  );
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmingRef = useRef(false);
  const [attempts] = useState(() => new IdempotentAttempts());
  const [quoteAttempt, setQuoteAttempt] = useState(0);
  // The last answer, for the request it answers; and the last price, shown while the next loads.
  const [answer, setAnswer] = useState<
    { key: string; price: ExpansionPrice } | { key: string; error: unknown } | null
  >(null);
  const [lastPrice, setLastPrice] = useState<ExpansionPrice | null>(null);
  // "Upgrade to Lifetime" opens straight to its price; the other choices are one click away.
  const [showOptions, setShowOptions] = useState(mode !== 'lifetime');
  const money = (amount: number) => formatMoney(amount, language);

  const offered = new Set(ready?.platforms.map((platform) => platform.id) ?? []);
  const request: ExpandRequest = {
    platforms: chosenPlatforms.filter((platform) => offered.has(platform)),
    duration:
      duration === facts.duration || durations.includes(duration) ? duration : facts.duration,
  };
  const nothingChosen = request.platforms.length === 0 && request.duration === facts.duration;
  const requestKey = ready && !nothingChosen ? canonicalJson(request) : null;
  const durationChanges = request.duration !== facts.duration;

  const quoteRef = useRef(quote);
  useEffect(() => {
    quoteRef.current = quote;
  });
  const answerKey = requestKey === null ? null : `${requestKey}#${quoteAttempt}`;
  useEffect(() => {
    if (answerKey === null || requestKey === null) return;
    const controller = new AbortController();
    quoteRef.current(JSON.parse(requestKey) as ExpandRequest, controller.signal).then(
      (price) => {
        setAnswer({ key: answerKey, price });
        setLastPrice(price);
      },
      (failure: unknown) => {
        if (isAbort(failure) || controller.signal.aborted) return;
        setAnswer({ key: answerKey, error: failure });
      },
    );
    return () => controller.abort();
  }, [answerKey, requestKey]);

  const quoteState: QuoteState =
    answerKey === null
      ? { status: 'none' }
      : answer?.key !== answerKey
        ? { status: 'loading', previous: lastPrice }
        : 'price' in answer
          ? { status: 'ready', price: answer.price }
          : { status: 'failed', error: answer.error };
  const price = quoteState.status === 'ready' ? quoteState.price : null;
  const shown = price ?? (quoteState.status === 'loading' ? quoteState.previous : null);

  const togglePlatform = (platform: string, checked: boolean) => {
    setError(null);
    setChosenPlatforms((current) =>
      checked ? [...current, platform] : current.filter((p) => p !== platform),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (confirmingRef.current) return;
    if (nothingChosen) {
      setError(t('expansion:chooseSomething'));
      return;
    }
    if (!price) {
      setError(t('expansion:priceMissing'));
      return;
    }
    confirmingRef.current = true;
    setConfirming(true);
    setError(null);
    try {
      const done = await confirm(request, attempts.keyFor(request));
      attempts.settle();
      closeDialog(ref);
      onDone(done, request.duration === 'lifetime' && durationChanges ? 'lifetime' : 'expand');
    } catch (failure) {
      setError(describeFailure(failure, 'confirm'));
    } finally {
      confirmingRef.current = false;
      setConfirming(false);
    }
  };

  const title = mode === 'lifetime' ? t('expansion:upgradeTitle') : t('expansion:title');
  const lifetimeOffered = durations.includes('lifetime');

  return (
    <Dialog labelledBy={`${id}-title`} onClose={onClose} dialogRef={ref} className="expand-dialog">
      <form className="expand-dialog__form" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={`${id}-title`} className="dialog__title">
          {title}
        </h2>
        <p className="expand-dialog__work">
          <strong lang={facts.workLanguage ?? undefined}>{facts.workTitle}</strong> ·{' '}
          {t('card.by', { author: facts.author })}
        </p>
        <p className="dialog__text">{t('expansion:intro')}</p>

        {options.status === 'loading' && (
          <p className="expand-dialog__muted expand-dialog__loading">{t('expansion:loading')}</p>
        )}
        {options.status === 'failed' && (
          <p className="form-error" role="alert">
            {options.message}
          </p>
        )}

        {ready &&
          (showOptions || !lifetimeOffered ? (
            <div ref={optionsRef}>
              <fieldset className="expand-dialog__group">
                <legend>{t('expansion:platforms')}</legend>
                {ready.platforms.length === 0 ? (
                  <p className="expand-dialog__muted">
                    {sample ? t('expansion:allPlatforms') : t('expansion:allOffered')}
                  </p>
                ) : (
                  ready.platforms.map((platform) => (
                    <label key={platform.id} className="choice">
                      <input
                        type="checkbox"
                        name="platform"
                        value={platform.id}
                        checked={chosenPlatforms.includes(platform.id)}
                        onChange={(event) => togglePlatform(platform.id, event.target.checked)}
                      />
                      <span className="choice__label">{platformName(platform.id)}</span>
                      {platform.fee !== null && (
                        <span className="choice__detail">
                          {t('common:fees.distributionFee')}: {money(platform.fee)}
                        </span>
                      )}
                    </label>
                  ))
                )}
              </fieldset>

              <fieldset className="expand-dialog__group">
                <legend>{t('expansion:duration')}</legend>
                {durations.length === 0 ? (
                  <p className="expand-dialog__muted">{t('expansion:noLonger')}</p>
                ) : (
                  [facts.duration, ...durations].map((option) => (
                    <label key={option} className="choice">
                      <input
                        type="radio"
                        name={`${id}-duration`}
                        value={option}
                        checked={request.duration === option}
                        onChange={() => {
                          setError(null);
                          setDuration(option);
                        }}
                      />
                      <span className="choice__label">
                        {option === facts.duration
                          ? t('expansion:keep', { duration: t(`common:durations.${option}`) })
                          : t(`common:durations.${option}`)}
                      </span>
                      <span className="choice__detail">
                        {option === facts.duration
                          ? endText(option, facts, language, t, now)
                          : expiryFor(option, new Date(facts.purchaseDate)) === null
                            ? t(`common:durationHints.${option}`)
                            : `${endText(option, facts, language, t, now)} · ${t(`common:durationHints.${option}`)}`}
                      </span>
                    </label>
                  ))
                )}
              </fieldset>
            </div>
          ) : (
            <div className="expand-dialog__upgrade">
              <p>
                {t('expansion:upgradeSummary', {
                  from: t(`common:durations.${facts.duration}`),
                  end: endText(facts.duration, facts, language, t, now),
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
                {t('expansion:moreOptions')}
              </button>
            </div>
          ))}

        <section
          className="quote"
          aria-labelledby={`${id}-price`}
          aria-live="polite"
          aria-busy={quoteState.status === 'loading'}
        >
          <h3 id={`${id}-price`}>{t('expansion:price')}</h3>
          {shown ? (
            <PriceSplit
              split={shown}
              language={language}
              notes={false}
              omitZero
              platformName={platformName}
              contentLabel={t('expansion:contentDifference')}
              context={
                durationChanges
                  ? [
                      {
                        label: t('expansion:newContentFee', {
                          duration: t(`common:durations.${request.duration}`),
                        }),
                        // What the content fee becomes: what was paid plus the difference quoted.
                        amount: facts.contentFee + shown.contentFee,
                      },
                      {
                        label: t('expansion:alreadyPaid', {
                          duration: t(`common:durations.${facts.duration}`),
                        }),
                        amount: facts.contentFee,
                      },
                    ]
                  : []
              }
              totalLabel={t('expansion:total')}
              className="expand-dialog__quote"
            />
          ) : quoteState.status === 'failed' ? (
            <div className="expand-dialog__quote-failed">
              <p className="expand-dialog__muted">{describeFailure(quoteState.error, 'quote')}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setQuoteAttempt((count) => count + 1)}
              >
                {t('common:actions.retry')}
              </button>
            </div>
          ) : (
            <p className="expand-dialog__muted">
              {quoteState.status === 'loading'
                ? t('expansion:loading')
                : t('expansion:nothingChosen')}
            </p>
          )}
        </section>

        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <p className="expand-dialog__note">
          {sample ? t('expansion:sampleNoPayment') : t('expansion:noPayment')}
        </p>

        <div className="dialog__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => closeDialog(ref)}
          >
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="button" aria-disabled={confirming || undefined}>
            {confirming
              ? t('expansion:confirming')
              : price
                ? t('expansion:confirm', { amount: money(price.total) })
                : t('common:actions.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

import {
  formatDate,
  formatLicenseCode,
  isAbort,
  isTemporaryFailure,
  LICENSE_CODE_LENGTH,
  localizePath,
  MARKETPLACE_API_BASE,
  normalizeLicenseCode,
  pageAddress,
  problemSlugOf,
  useHydrated,
  usePlatformNames,
  useProblemTexts,
  type Verification,
} from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClock, useMarketplace } from '../lib/environment';
import '../styles/licenses.css';

/** The code's parameter in the page's address: `?code=K7QM-2RTA-9XWB` (what a QR code holds). */
export const CODE_PARAMETER = 'code';

/** What the marketplace answered for a code (and which attempt asked). */
type Answer = { key: string; result: Verification; at: Date } | { key: string; error: unknown };

type Check =
  | { status: 'idle' }
  | { status: 'invalid' }
  | { status: 'checking'; code: string }
  | { status: 'done'; code: string; result: Verification; at: Date }
  | { status: 'failed'; code: string; error: unknown };

/**
 * The verification page: anyone pastes a licence's public code (or arrives from a certificate's
 * QR code with the code in the address) and sees whether the licence is valid, for which
 * platforms and until when (`GET /api/verify/{code}`, no personal data). The form is a plain GET
 * form to this same page, so it works before the scripts have arrived; the address keeps the
 * code, so a result can be shared.
 */
export function VerifyPage() {
  const { t } = useTranslation(['verify', 'common']);
  const problemText = useProblemTexts();
  const { language, pathname, search, navigate } = useRemoteProps();
  const hydrated = useHydrated();
  const client = useMarketplace();
  const clock = useClock();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  // The code in the address is the one checked: on arrival (from a QR code), after a submit,
  // on back and forward. The field shows it once the page runs (the server's HTML has none).
  const fromAddress = hydrated ? (new URLSearchParams(search).get(CODE_PARAMETER) ?? '') : '';
  const [shownAddress, setShownAddress] = useState('');
  if (fromAddress !== shownAddress) {
    setShownAddress(fromAddress);
    setInput(fromAddress);
  }
  // Verify with nothing typed: said beside the field (the address keeps no empty code).
  const [typedEmpty, setTypedEmpty] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const code = fromAddress === '' ? null : normalizeLicenseCode(fromAddress);
  const answerKey = code === null ? null : `${code}#${attempt}`;

  useEffect(() => {
    if (code === null || answerKey === null) return;
    const controller = new AbortController();
    client.verify(code, controller.signal).then(
      (result) => setAnswer({ key: answerKey, result, at: clock() }),
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        setAnswer({ key: answerKey, error });
      },
    );
    return () => controller.abort();
  }, [code, answerKey, client, clock]);

  const check: Check =
    typedEmpty || (fromAddress !== '' && code === null)
      ? { status: 'invalid' }
      : code === null
        ? { status: 'idle' }
        : answer?.key !== answerKey
          ? { status: 'checking', code }
          : 'result' in answer
            ? { status: 'done', code, result: answer.result, at: answer.at }
            : { status: 'failed', code, error: answer.error };
  const covered =
    check.status === 'done' && check.result.status !== 'unknown' ? check.result.platforms : [];
  const platformName = usePlatformNames(covered, client);
  const action = localizePath(pageAddress('verify'), language);

  // The address holds what was submitted, as the form does without a script: a code that is not
  // one replaces the code checked before, so the address never shows another code's result.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = input.trim();
    const valid = normalizeLicenseCode(typed);
    setTypedEmpty(typed === '');
    const written = typed === '' ? '' : valid === null ? typed : formatLicenseCode(valid);
    if (written === fromAddress) setAttempt((count) => count + 1);
    else
      navigate(
        written === '' ? pathname : `${pathname}?${CODE_PARAMETER}=${encodeURIComponent(written)}`,
      );
    if (valid === null) field.current?.focus();
  };

  const invalid = check.status === 'invalid';

  return (
    <div className="mf-licenses verify-page">
      <header className="mf-licenses__header">
        <h1>{t('title')}</h1>
        <p className="mf-licenses__intro">{t('intro')}</p>
      </header>

      <form className="verify-form" method="get" action={action} onSubmit={submit} noValidate>
        <div className="verify-form__field">
          <label htmlFor={`${id}-code`}>{t('form.label')}</label>
          <p id={`${id}-hint`} className="verify-form__hint">
            {t('form.hint', { length: LICENSE_CODE_LENGTH })}
          </p>
          <input
            ref={field}
            id={`${id}-code`}
            name={CODE_PARAMETER}
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={input}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error ${id}-hint` : `${id}-hint`}
            onChange={(event) => {
              setTypedEmpty(false);
              setInput(event.target.value);
            }}
          />
          {invalid && (
            <p id={`${id}-error`} className="form-error" role="alert">
              {t(typedEmpty ? 'form.empty' : 'form.invalid', { length: LICENSE_CODE_LENGTH })}
            </p>
          )}
        </div>
        <button type="submit" className="button">
          {t('form.submit')}
        </button>
      </form>

      <section
        className="verify-result"
        aria-labelledby={`${id}-result`}
        aria-live="polite"
        aria-busy={check.status === 'checking'}
        data-testid="verification"
      >
        <h2 id={`${id}-result`} className="visually-hidden">
          {t('result.label')}
        </h2>
        {(check.status === 'idle' || check.status === 'invalid') && (
          <p className="verify-result__placeholder">{t('result.idle')}</p>
        )}
        {check.status === 'checking' && (
          <p className="verify-result__placeholder">{t('result.checking')}</p>
        )}
        {check.status === 'failed' && (
          <div className="verify-result__verdict verify-result__verdict--unknown">
            <p className="verify-result__title">
              {isTemporaryFailure(check.error) && problemSlugOf(check.error) !== 'rate-limited'
                ? t('result.unreachable')
                : problemText(problemSlugOf(check.error), t('result.failed'))}
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setAttempt((count) => count + 1)}
            >
              {t('common:actions.retry')}
            </button>
          </div>
        )}
        {check.status === 'done' && check.result.status === 'unknown' && (
          <div className="verify-result__verdict verify-result__verdict--unknown">
            <p className="verify-result__title">
              <span aria-hidden="true">? </span>
              {t('result.unknown', { code: formatLicenseCode(check.code) })}
            </p>
            <p>{t('result.unknownHint')}</p>
          </div>
        )}
        {check.status === 'done' && check.result.status !== 'unknown' && (
          <>
            <div
              className={`verify-result__verdict verify-result__verdict--${check.result.valid ? 'valid' : 'invalid'}`}
            >
              <p className="verify-result__title">
                <span aria-hidden="true">{check.result.valid ? '✓ ' : '✗ '}</span>
                {check.result.valid
                  ? t('result.valid')
                  : check.result.status === 'expired'
                    ? t('result.expired')
                    : t('result.notValid')}
              </p>
              {check.result.status === 'expiring' && check.result.expiresAt && (
                <p>
                  {t('result.expiring', { date: formatDate(check.result.expiresAt, language) })}
                </p>
              )}
              {check.result.imported && <p>{t('result.imported')}</p>}
            </div>
            <dl className="verify-result__facts">
              <div>
                <dt>{t('result.code')}</dt>
                <dd>
                  <code>{formatLicenseCode(check.code)}</code>
                </dd>
              </div>
              <div>
                <dt>{t('result.work')}</dt>
                <dd>{t('result.workBy', check.result.work)}</dd>
              </div>
              <div>
                <dt>{t('result.platforms')}</dt>
                <dd>{check.result.platforms.map(platformName).join(', ')}</dd>
              </div>
              <div>
                <dt>{t('result.duration')}</dt>
                <dd>{t(`common:durations.${check.result.duration}`)}</dd>
              </div>
              <div>
                <dt>{t('result.purchased')}</dt>
                <dd>{formatDate(check.result.purchasedAt, language)}</dd>
              </div>
              <div>
                <dt>{check.result.status === 'expired' ? t('result.ended') : t('result.until')}</dt>
                <dd>
                  {check.result.expiresAt === null
                    ? t('result.noEnd')
                    : formatDate(check.result.expiresAt, language)}
                </dd>
              </div>
            </dl>
            <p className="verify-result__checked">
              {t('result.checkedAt', { date: formatDate(check.at, language) })}
            </p>
          </>
        )}
      </section>

      <p className="verify-page__note">{t('privacy')}</p>
      <p className="verify-page__note">
        {t('api')} <a href={`${MARKETPLACE_API_BASE}/docs`}>{t('apiLink')}</a>
      </p>
    </div>
  );
}

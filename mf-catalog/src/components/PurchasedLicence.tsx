import {
  downloadBlob,
  formatMoney,
  keysFileContent,
  licenceKeyFileName,
  pageAddress,
  type IssuedLicense,
  type Language,
} from '@fair/shared';
import { InternalLink } from '@fair/shared/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  issued: IssuedLicense;
  /** This browser keeps the key (My licences shows the licence). */
  kept: boolean;
  language: Language;
  headingId: string;
  workId: string;
  onClose: () => void;
}

/**
 * What a purchase gives: the licence's secret key, shown once, with Copy and Download and the
 * plain statement that a lost key cannot be recovered, and its public code, which anyone can
 * check on the verification page.
 */
export function PurchasedLicence({ issued, kept, language, headingId, workId, onClose }: Props) {
  const { t } = useTranslation(['catalog', 'common']);
  const { licence, key } = issued;
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  // The form the focus was in is gone: the news is the heading.
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(key);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  const download = () => {
    // The same file as My licences' export: it can be imported into any browser.
    const blob = new Blob([keysFileContent([{ key, copy: licence }], new Date())], {
      type: 'application/json',
    });
    downloadBlob(blob, licenceKeyFileName(licence));
  };

  return (
    <div className="mf-catalog__purchased">
      <div className="mf-catalog__purchase-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('purchase.bought.heading')}
        </h2>
        <p id={workId} className="mf-catalog__purchase-work">
          <span lang={licence.work.language}>{licence.work.title}</span>
        </p>
        <p className="mf-catalog__purchase-author">
          {licence.licensee === null
            ? t('purchase.bought.summaryNoName', { total: formatMoney(licence.total, language) })
            : t('purchase.bought.summary', {
                licensee: licence.licensee,
                total: formatMoney(licence.total, language),
              })}
        </p>
      </div>

      <section className="mf-catalog__secret" aria-labelledby={`${headingId}-key`}>
        <h3 id={`${headingId}-key`}>{t('purchase.bought.keyLabel')}</h3>
        <p className="mf-catalog__key" data-testid="licence-key">
          <code>{key}</code>
        </p>
        <p className="mf-catalog__warning" role="note">
          {t('purchase.bought.keyWarning')}
        </p>
        <div className="mf-catalog__key-actions">
          <button type="button" className="button" onClick={() => void copy()}>
            {t('purchase.bought.copy')}
          </button>
          <button type="button" className="button button--secondary" onClick={download}>
            {t('purchase.bought.download')}
          </button>
        </div>
        <p className="mf-catalog__hint" role="status">
          {copied === 'yes'
            ? t('purchase.bought.copied')
            : copied === 'failed'
              ? t('purchase.bought.copyFailed')
              : ''}
        </p>
        <p className={kept ? 'mf-catalog__hint' : 'mf-catalog__warning'}>
          {kept ? t('purchase.bought.kept') : t('purchase.bought.notKept')}
        </p>
      </section>

      <section className="mf-catalog__code" aria-labelledby={`${headingId}-code`}>
        <h3 id={`${headingId}-code`}>{t('purchase.bought.codeLabel')}</h3>
        <p className="mf-catalog__key" data-testid="licence-code">
          <code>{licence.code}</code>
        </p>
        <p className="mf-catalog__hint">{t('purchase.bought.codeHint')}</p>
        <p>
          <InternalLink to={`${pageAddress('verify')}?code=${encodeURIComponent(licence.code)}`}>
            {t('purchase.bought.verify')}
          </InternalLink>
        </p>
      </section>

      <div className="mf-catalog__actions">
        <InternalLink to={pageAddress('myLicenses')} className="button button--secondary">
          {t('purchase.bought.myLicences')}
        </InternalLink>
        <button type="button" className="button" onClick={onClose}>
          {t('purchase.bought.done')}
        </button>
      </div>
    </div>
  );
}

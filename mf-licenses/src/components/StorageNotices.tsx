import {
  ConfirmDialog,
  formatDate,
  type Language,
  type LicenseKeyStoreState,
  type SetAsideData,
} from '@fair/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, setAsideDate, setAsideFile } from '../lib/download';

interface Props {
  state: LicenseKeyStoreState;
  language: Language;
  onDiscard: (entry: SetAsideData) => void;
}

/**
 * Storage faults, made visible: browser storage refused (nothing will be kept), and stored data
 * that could not be read, kept aside untouched with a way to download it and, only after asking,
 * to discard it.
 */
export function StorageNotices({ state, language, onDiscard }: Props) {
  const { t } = useTranslation(['licenses', 'common']);
  const headingId = useId();
  const [discarding, setDiscarding] = useState<SetAsideData | null>(null);
  const count = new Intl.NumberFormat(language);

  const unreadable =
    state.skippedOnRead > 0
      ? state.licenses.length + state.samples.length + state.waiting.length === 0
        ? t('common:storage.unreadable')
        : t('storage.unreadableSome', { count: state.skippedOnRead })
      : null;

  return (
    <>
      {!state.persistent && (
        <div className="notice notice--warning" data-testid="storage-unavailable">
          <p>
            {state.storageProblem === 'full'
              ? t('common:storage.full')
              : t('common:storage.unavailable')}
          </p>
        </div>
      )}
      {unreadable && (
        <div className="notice notice--warning" data-testid="storage-unreadable">
          <p>{unreadable}</p>
        </div>
      )}
      {state.setAside.length > 0 && (
        <section className="notice notice--warning set-aside" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('storage.setAsideTitle')}</h2>
          <p>{t('storage.setAsideIntro')}</p>
          <ul className="set-aside__list">
            {state.setAside.map((entry) => {
              const date = setAsideDate(entry);
              const size = t('storage.characters', {
                count: entry.raw.length,
                formatted: count.format(entry.raw.length),
              });
              return (
                <li key={entry.key} className="set-aside__item">
                  <span>
                    {date
                      ? t('storage.setAsideItem', { date: formatDate(date, language), size })
                      : t('storage.setAsideUnknownDate', { size })}
                    {!entry.copied && (
                      <span className="set-aside__held"> {t('storage.heldInPlace')}</span>
                    )}
                  </span>
                  <span className="set-aside__actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => {
                        const file = setAsideFile(entry);
                        downloadBlob(file.blob, file.fileName);
                      }}
                    >
                      {t('storage.download')}
                    </button>
                    {entry.copied && (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-haspopup="dialog"
                        onClick={() => setDiscarding(entry)}
                      >
                        {t('storage.discard')}
                      </button>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {discarding && (
        <ConfirmDialog
          title={t('storage.discardTitle')}
          confirmLabel={t('storage.discardConfirm')}
          danger
          onConfirm={() => onDiscard(discarding)}
          onClose={() => setDiscarding(null)}
          extra={
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                const file = setAsideFile(discarding);
                downloadBlob(file.blob, file.fileName);
              }}
            >
              {t('storage.download')}
            </button>
          }
        >
          <p>{t('storage.discardText')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

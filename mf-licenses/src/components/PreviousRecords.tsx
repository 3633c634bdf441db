import {
  downloadBlob,
  legacyExportContent,
  legacyExportFileName,
  type License,
} from '@fair/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The previous version's records the marketplace would not take (kept in this browser). */
  refused: readonly License[];
  now: () => Date;
}

/**
 * The previous version's licences that could not move to the marketplace: they stay here as they
 * were, each card says why, and they can be downloaded in that version's own file format.
 */
export function PreviousRecords({ refused, now }: Props) {
  const { t } = useTranslation('licenses');
  const headingId = useId();
  if (refused.length === 0) return null;
  return (
    <section className="notice notice--warning previous-records" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('previous.heading')}</h2>
      <p>{t('previous.intro', { count: refused.length })}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          const at = now();
          downloadBlob(
            new Blob([legacyExportContent(refused, at)], { type: 'application/json' }),
            legacyExportFileName(at),
          );
        }}
      >
        {t('previous.download')}
      </button>
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyStatus } from '../lib/useMarketplaceCopies';

interface Props {
  /** How this visit's reading of the licence went (undefined: not asked yet). */
  status: CopyStatus | undefined;
  onForget: () => void;
}

/**
 * A key this browser keeps without a copy of its licence (the copy was unreadable, or it was
 * imported while the marketplace was away): it is read as soon as the marketplace answers, and
 * one the marketplace does not know can be removed.
 */
export function KeyOnlyCard({ status, onForget }: Props) {
  const { t } = useTranslation(['licenses', 'common']);
  const titleId = useId();
  return (
    <article className="license-card license-card--key-only" aria-labelledby={titleId}>
      <h3 id={titleId} className="license-card__title" tabIndex={-1}>
        {t('keyOnly.title')}
      </h3>
      <p className="license-card__note">
        {status === 'unknown'
          ? t('card.unknownKey')
          : status === 'checking' || status === undefined
            ? t('keyOnly.reading')
            : t('keyOnly.unreachable')}
      </p>
      <div className="license-card__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-haspopup="dialog"
          onClick={onForget}
        >
          {t('actions.forget')}
        </button>
      </div>
    </article>
  );
}

import { useTranslation } from 'react-i18next';

interface Props {
  /** Some licence could not be read from the marketplace on this visit: its last copy is shown. */
  unreachable: boolean;
  /** How many of the previous version's licences wait to move to the marketplace. */
  waiting: number;
  onRetry: () => void;
}

/**
 * What the page says of the marketplace: that it cannot be reached (the licences shown are the
 * copies last received, each marked), and that licences of the previous version wait to move.
 */
export function MarketplaceNotices({ unreachable, waiting, onRetry }: Props) {
  const { t } = useTranslation(['licenses', 'common']);
  if (!unreachable && waiting === 0) return null;
  return (
    <div
      className="notice notice--warning marketplace-notice"
      data-testid="marketplace-unreachable"
    >
      {unreachable && <p>{t('marketplace.unreachable')}</p>}
      {waiting > 0 && <p>{t('marketplace.waiting', { count: waiting })}</p>}
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('common:actions.retry')}
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';

interface Props {
  slow: boolean;
  onRetry: () => void;
}

export function RemoteFallback({ slow, onRetry }: Props) {
  const { t } = useTranslation('shell');
  return (
    <div className="remote-fallback" role="alert">
      <h1>{t('remote.failedTitle')}</h1>
      <p>{slow ? t('remote.slowMessage') : t('remote.failedMessage')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}

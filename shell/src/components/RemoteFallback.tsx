import { useTranslation } from 'react-i18next';

interface Props {
  problem: 'failed' | 'slow' | 'outdated';
  /** The page's HTML is on screen (from the server): a notice above it, not a replacement. */
  overContent: boolean;
  onRetry: () => void;
}

/**
 * What a visitor sees when the page's remote cannot run: a translated message with Retry (the
 * remote is down, slow or broken), or with Reload when a newer version of the site replaced the
 * files this page asked for. Over the server's HTML of the page, it is a notice and the page
 * stays readable.
 */
export function RemoteFallback({ problem, overContent, onRetry }: Props) {
  const { t } = useTranslation('shell');
  const message =
    problem === 'outdated'
      ? t('remote.outdatedMessage')
      : problem === 'slow'
        ? t('remote.slowMessage')
        : t('remote.failedMessage');
  const action =
    problem === 'outdated' ? (
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('remote.reload')}
      </button>
    ) : (
      <button type="button" className="button" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    );
  if (overContent) {
    return (
      <div className="remote-notice" role="alert">
        <p>
          {problem === 'outdated'
            ? t('remote.outdatedNotice')
            : `${t('remote.notInteractive')} ${message}`}
        </p>
        {action}
      </div>
    );
  }
  return (
    <div className="remote-fallback" role="alert">
      <h1>{problem === 'outdated' ? t('remote.outdatedTitle') : t('remote.failedTitle')}</h1>
      <p>{message}</p>
      {action}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A file this page asks for is gone: a newer version of the site replaced it (Vite reports a
 * failed preload as `vite:preloadError`, the shell's and every remote's alike). Instead of a broken
 * page, a translated notice offers Reload. Pages whose remote moved are told the same by their
 * outlet.
 */
export function NewVersionNotice() {
  const { t } = useTranslation('shell');
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault(); // handled here: Vite would rethrow it
      setOutdated(true);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  if (!outdated) return null;
  return (
    <div className="remote-notice new-version" role="alert">
      <p>{t('remote.outdatedNotice')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('remote.reload')}
      </button>
    </div>
  );
}

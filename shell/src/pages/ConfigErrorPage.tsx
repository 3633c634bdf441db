import { useTranslation } from 'react-i18next';
import type { RemotesDocumentError } from '../remotes/remotesDocument';

/** Shown instead of the site when the remotes document cannot be used: never a blank page. */
export function ConfigErrorPage({ problem }: { problem: RemotesDocumentError }) {
  const { t } = useTranslation('shell');
  return (
    <main className="config-error">
      <h1>{t('config.title')}</h1>
      <p>{t(`config.${problem.kind}`, { url: problem.url, reason: problem.reason })}</p>
      <p>{t('config.help')}</p>
    </main>
  );
}

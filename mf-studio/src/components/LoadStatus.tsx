import { useTranslation } from 'react-i18next';
import type { Failure } from '../api/client';
import { FormFailure } from './FormFailure';

/**
 * Where a signed-in page says how its reads went: loading or loaded to screen readers (`status`,
 * in the page's words), and what failed, with Retry, to everyone.
 */
export function LoadStatus({
  status,
  failure,
  onRetry,
}: {
  status: string;
  failure: Failure | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <FormFailure failure={failure} />
      {failure ? (
        <p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('actions.retry')}
          </button>
        </p>
      ) : null}
    </>
  );
}

import type { LicenseStatus } from '@fair/shared';
import { useTranslation } from 'react-i18next';

/**
 * The status in words (never colour alone): green active, yellow expiring, red expired, grey with
 * the raw text for any other stored value.
 */
export function StatusBadge({ status }: { status: LicenseStatus }) {
  const { t } = useTranslation(['licenses', 'common']);
  const label = status.kind === 'other' ? status.raw : t(`common:statuses.${status.kind}`);
  return (
    <span className={`status-badge status-badge--${status.kind}`}>
      <span className="visually-hidden">{t('filters.status')}: </span>
      <span className="status-badge__dot" aria-hidden="true" />
      {label}
    </span>
  );
}

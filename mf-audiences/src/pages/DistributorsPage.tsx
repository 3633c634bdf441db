import { useTranslation } from 'react-i18next';

export function DistributorsPage() {
  const { t } = useTranslation('distributors');
  return (
    <div className="mf-audiences">
      <h1>{t('title')}</h1>
    </div>
  );
}

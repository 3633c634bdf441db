import { useTranslation } from 'react-i18next';

export function MyLicensesPage() {
  const { t } = useTranslation('licenses');
  return (
    <div className="mf-licenses">
      <h1>{t('title')}</h1>
    </div>
  );
}

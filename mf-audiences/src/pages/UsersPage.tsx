import { useTranslation } from 'react-i18next';

export function UsersPage() {
  const { t } = useTranslation('users');
  return (
    <div className="mf-audiences">
      <h1>{t('title')}</h1>
    </div>
  );
}

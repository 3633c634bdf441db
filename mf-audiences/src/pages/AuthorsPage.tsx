import { useTranslation } from 'react-i18next';

export function AuthorsPage() {
  const { t } = useTranslation('authors');
  return (
    <div className="mf-audiences">
      <h1>{t('title')}</h1>
    </div>
  );
}

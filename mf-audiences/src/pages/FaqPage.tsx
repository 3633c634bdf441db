import { useTranslation } from 'react-i18next';

export function FaqPage() {
  const { t } = useTranslation('faq');
  return (
    <div className="mf-audiences">
      <h1>{t('title')}</h1>
    </div>
  );
}

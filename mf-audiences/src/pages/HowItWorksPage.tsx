import { useTranslation } from 'react-i18next';

export function HowItWorksPage() {
  const { t } = useTranslation('how-it-works');
  return (
    <div className="mf-audiences">
      <h1>{t('title')}</h1>
    </div>
  );
}

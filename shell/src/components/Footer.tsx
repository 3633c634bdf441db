import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <footer className="site-footer">
      <p className="site-footer__name">{t('common:site.name')}</p>
      <p>{t('common:site.tagline')}</p>
      <p>{t('shell:footer.about')}</p>
      <p>{t('shell:footer.noPayment')}</p>
      <p>{t('shell:footer.license')}</p>
    </footer>
  );
}

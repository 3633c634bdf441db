import { InternalLink } from '@fair/shared/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** No licenses: the spec's message and the way to the catalogue. */
export function EmptyState() {
  const { t } = useTranslation('licenses');
  const headingId = useId();
  return (
    <section className="empty-state" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('empty.title')}</h2>
      <p>{t('empty.text')}</p>
      <InternalLink to="/" className="button">
        {t('empty.explore')}
      </InternalLink>
    </section>
  );
}

import { pageAddress } from '@fair/shared';
import { InternalLink } from '@fair/shared/runtime';
import { useTranslation } from 'react-i18next';
import { AudiencePage, ListSection, Section, SplitExample } from '../components/Layout';
import { distributorTransaction, partnerPlatforms } from '../examples/distributors';
import { distributionTotal } from '../examples/example';
import { useFigures } from '../lib/useFigures';
import '../styles/audiences.css';
import type { FaqId } from './faqItems';

/** The pages this one leads to, by their label in `related`. */
const RELATED = {
  console: pageAddress('console'),
  howItWorks: pageAddress('howItWorks'),
  severalPlatforms: `${pageAddress('faq')}#${'several-platforms' satisfies FaqId}`,
  authors: pageAddress('authors'),
};

export function DistributorsPage() {
  const { t } = useTranslation(['distributors', 'common']);
  const figures = useFigures();
  const listTexts = { ...figures.common, returnObjects: true } as const;
  const { platform, sale, addedLater } = distributorTransaction();
  const platformName = t(`common:platforms.${platform}`);
  const exampleValues = {
    ...figures.common,
    ...figures.quoteValues(sale),
    platform: platformName,
    ...figures.quoteShares(sale),
    addedTotal: figures.money(addedLater.total),
    addedFee: figures.money(distributionTotal(addedLater)),
    addedCommission: figures.money(addedLater.commission),
  };

  const example = t('example', { ...exampleValues, returnObjects: true });

  return (
    <AudiencePage
      title={t('title')}
      lead={t('lead')}
      note={t('prototypeNote')}
      related={t('related', { returnObjects: true })}
      relatedPaths={RELATED}
    >
      <ListSection id="distributors-benefits" texts={t('benefits', listTexts)} />

      <Section
        id="distributors-partners"
        heading={t('partners.heading')}
        intro={t('partners.intro')}
      >
        <ul className="audiences-cards audiences-partners">
          {partnerPlatforms().map(({ platform: id, fee }) => (
            <li key={id} className="audiences-card audiences-partner">
              <h3>{t(`common:platforms.${id}`)}</h3>
              <p className="audiences-partner__fee">
                <span className="audiences-partner__fee-label">{t('partners.feeLabel')}</span>{' '}
                <strong>{figures.money(fee)}</strong>
              </p>
              <p>{t(`partners.descriptions.${id}`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <ListSection id="distributors-steps" steps texts={t('steps', listTexts)} />

      <p className="audiences-start">
        <InternalLink to={pageAddress('account')} className="button">
          {t('start')}
        </InternalLink>
      </p>

      <SplitExample
        id="distributors-example"
        texts={example}
        split={sale}
        notes={[example.explanation, example.addedLater]}
      />
    </AudiencePage>
  );
}

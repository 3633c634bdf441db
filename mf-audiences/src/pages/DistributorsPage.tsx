import { PriceSplit, useRemoteProps } from '@fair/shared';
import { useTranslation } from 'react-i18next';
import {
  CardList,
  PageIntro,
  PrototypeNote,
  RelatedLinks,
  Section,
  StepList,
} from '../components/Layout';
import { distributorTransaction, partnerPlatforms } from '../examples/distributors';
import { distributionTotal } from '../examples/example';
import { titledTexts } from '../lib/texts';
import { useFigures } from '../lib/useFigures';
import '../styles/audiences.css';

export function DistributorsPage() {
  const { t } = useTranslation(['distributors', 'common']);
  const { language } = useRemoteProps();
  const figures = useFigures();
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

  return (
    <div className="mf-audiences">
      <PageIntro title={t('title')} lead={t('lead')} />
      <PrototypeNote>{t('prototypeNote')}</PrototypeNote>

      <Section id="distributors-benefits" heading={t('benefits.heading')}>
        <CardList
          items={titledTexts(t('benefits.items', { ...figures.common, returnObjects: true }))}
        />
      </Section>

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

      <Section id="distributors-steps" heading={t('steps.heading')}>
        <StepList
          items={titledTexts(t('steps.items', { ...figures.common, returnObjects: true }))}
        />
      </Section>

      <Section
        id="distributors-example"
        heading={t('example.heading')}
        intro={t('example.intro', exampleValues)}
      >
        <PriceSplit
          split={sale}
          language={language}
          showSubtotal
          caption={t('example.caption', exampleValues)}
          showShares
        />
        <p>{t('example.explanation', exampleValues)}</p>
        <p>{t('example.addedLater', exampleValues)}</p>
      </Section>

      <RelatedLinks
        heading={t('related.heading')}
        links={[
          { to: '/como-funciona', label: t('related.howItWorks') },
          { to: '/faq#several-platforms', label: t('related.severalPlatforms') },
          { to: '/autores', label: t('related.authors') },
        ]}
      />
    </div>
  );
}

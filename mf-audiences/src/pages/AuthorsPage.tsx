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
import { authorSplit } from '../examples/authors';
import { titledTexts } from '../lib/texts';
import { useFigures } from '../lib/useFigures';
import '../styles/audiences.css';

export function AuthorsPage() {
  const { t } = useTranslation(['authors', 'common']);
  const { language } = useRemoteProps();
  const figures = useFigures();
  const quote = authorSplit();
  const exampleValues = {
    ...figures.common,
    ...figures.quoteValues(quote),
    ...figures.quoteShares(quote),
  };

  return (
    <div className="mf-audiences">
      <PageIntro title={t('title')} lead={t('lead')} />
      <PrototypeNote>{t('prototypeNote')}</PrototypeNote>

      <Section id="authors-benefits" heading={t('benefits.heading')}>
        <CardList
          items={titledTexts(t('benefits.items', { ...figures.common, returnObjects: true }))}
        />
      </Section>

      <Section id="authors-steps" heading={t('steps.heading')}>
        <StepList
          items={titledTexts(t('steps.items', { ...figures.common, returnObjects: true }))}
        />
      </Section>

      <Section
        id="authors-example"
        heading={t('example.heading')}
        intro={t('example.intro', exampleValues)}
      >
        <PriceSplit
          split={quote}
          language={language}
          showSubtotal
          caption={t('example.caption')}
          showShares
        />
        <p>{t('example.explanation', exampleValues)}</p>
        <p>{t('example.noDeductions', exampleValues)}</p>
      </Section>

      <RelatedLinks
        heading={t('related.heading')}
        links={[
          { to: '/como-funciona', label: t('related.howItWorks') },
          { to: '/faq#author-payment', label: t('related.authorPayment') },
          { to: '/distribuidores', label: t('related.distributors') },
        ]}
      />
    </div>
  );
}

import { pageAddress } from '@fair/shared';
import { InternalLink } from '@fair/shared/runtime';
import { useTranslation } from 'react-i18next';
import { AudiencePage, ListSection, SplitExample } from '../components/Layout';
import { authorSplit } from '../examples/authors';
import { useFigures } from '../lib/useFigures';
import '../styles/audiences.css';
import type { FaqId } from './faqItems';

/** The pages this one leads to, by their label in `related`. */
const RELATED = {
  studio: pageAddress('studio'),
  howItWorks: pageAddress('howItWorks'),
  authorPayment: `${pageAddress('faq')}#${'author-payment' satisfies FaqId}`,
  distributors: pageAddress('distributors'),
};

export function AuthorsPage() {
  const { t } = useTranslation(['authors', 'common']);
  const figures = useFigures();
  const listTexts = { ...figures.common, returnObjects: true } as const;
  const quote = authorSplit();
  const exampleValues = {
    ...figures.common,
    ...figures.quoteValues(quote),
    ...figures.quoteShares(quote),
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
      <ListSection id="authors-benefits" texts={t('benefits', listTexts)} />

      <ListSection id="authors-steps" steps texts={t('steps', listTexts)} />

      <p className="audiences-start">
        <InternalLink to={pageAddress('account')} className="button">
          {t('start')}
        </InternalLink>
      </p>

      <SplitExample
        id="authors-example"
        texts={example}
        split={quote}
        notes={[example.explanation, example.noDeductions]}
      />
    </AudiencePage>
  );
}

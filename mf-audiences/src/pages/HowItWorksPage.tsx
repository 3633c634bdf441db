import { hasTextFields, textList, pageAddress } from '@fair/shared';
import { useTranslation } from 'react-i18next';
import { AudiencePage, Section, TitledList } from '../components/Layout';
import {
  distributionFeeRange,
  durationRows,
  DURATIONS_EXAMPLE_FEE,
  formulaExample,
  FORMULA_EXAMPLE,
} from '../examples/howItWorks';
import { titledTexts } from '../lib/texts';
import { useFigures } from '../lib/useFigures';
import '../styles/audiences.css';

/** The three components, in the order the model adds them up. */
export const COMPONENT_FIELDS = ['title', 'who', 'text'] as const;

/** The pages this one leads to, by their label in `related`. */
const RELATED = {
  authors: pageAddress('authors'),
  distributors: pageAddress('distributors'),
  users: pageAddress('users'),
  faq: pageAddress('faq'),
};

export function HowItWorksPage() {
  const { t } = useTranslation(['how-it-works', 'common']);
  const figures = useFigures();
  const range = distributionFeeRange();
  const formula = formulaExample();
  const values = {
    ...figures.common,
    lowestFee: figures.money(range.lowest),
    highestFee: figures.money(range.highest),
    listedFee: figures.money(DURATIONS_EXAMPLE_FEE),
  };
  const formulaValues = {
    ...figures.common,
    ...figures.quoteValues(formula),
    listedFee: figures.money(FORMULA_EXAMPLE.listedContentFee),
    duration: t(`common:durations.${formula.duration}`),
    platform: formula.distribution.map((line) => t(`common:platforms.${line.platform}`)).join(', '),
  };
  const components = textList(
    t('model.components', { ...values, returnObjects: true }),
    hasTextFields(...COMPONENT_FIELDS),
  );

  return (
    <AudiencePage
      title={t('title')}
      lead={t('lead')}
      related={t('related', { returnObjects: true })}
      relatedPaths={RELATED}
    >
      <Section id="how-principles" heading={t('principles.heading')}>
        <TitledList
          className="audiences-cards--principles"
          items={titledTexts(t('principles.items', { ...values, returnObjects: true }))}
        />
      </Section>

      <Section id="how-model" heading={t('model.heading')} intro={t('model.intro', values)}>
        <ol className="audiences-components">
          {components.map((component, index) => (
            <li key={index} className="audiences-card audiences-component">
              <h3>{component.title}</h3>
              <p className="audiences-component__who">{component.who}</p>
              <p>{component.text}</p>
            </li>
          ))}
        </ol>
        <div className="audiences-formula">
          <h3>{t('model.formula.heading')}</h3>
          <p className="audiences-formula__rule">{t('model.formula.rule', formulaValues)}</p>
          <p>{t('model.formula.example', formulaValues)}</p>
          <p className="audiences-formula__sum">{t('model.formula.sum', formulaValues)}</p>
        </div>
      </Section>

      <Section
        id="how-durations"
        heading={t('durations.heading')}
        intro={t('durations.intro', values)}
      >
        <div
          className="data-table__scroll scroll-box"
          role="region"
          aria-label={t('durations.caption', values)}
          tabIndex={0}
        >
          <table className="data-table">
            <caption>{t('durations.caption', values)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('durations.columns.duration')}</th>
                <th scope="col" className="data-table__number">
                  {t('durations.columns.share')}
                </th>
                <th scope="col" className="data-table__number">
                  {t('durations.columns.example')}
                </th>
              </tr>
            </thead>
            <tbody>
              {durationRows().map((row) => (
                <tr key={row.duration}>
                  <th scope="row">
                    <span>{t(`common:durations.${row.duration}`)}</span>
                    <span className="data-table__hint">
                      {t(`common:durationHints.${row.duration}`)}
                    </span>
                  </th>
                  <td className="data-table__number">{figures.percent(row.contentPercent)}</td>
                  <td className="data-table__number">{figures.money(row.contentFee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t('durations.rental', values)}</p>
        <p>{t('durations.expanding', values)}</p>
      </Section>
    </AudiencePage>
  );
}

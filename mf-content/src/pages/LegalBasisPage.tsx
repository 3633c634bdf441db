import { useTranslation } from 'react-i18next';
import { Paragraphs } from '../components/Paragraphs';
import { hasField, textList } from '@fair/shared';
import { COMPARISON_ROW_IDS, JURISDICTIONS, LEGAL_SECTION_IDS } from '../content/legal';
import '../styles/content.css';

/** /fundamentacao-legal: the legal text, the comparison table and the legislation by country. */
export function LegalBasisPage() {
  const { t } = useTranslation('legal');

  return (
    <div className="mf-content">
      <header className="mf-content__header">
        <h1>{t('title')}</h1>
        <p className="mf-content__standfirst">{t('standfirst')}</p>
      </header>

      {LEGAL_SECTION_IDS.map((id) => (
        <section key={id} className="mf-content__section">
          <h2>{t(`sections.${id}.heading`)}</h2>
          <Paragraphs items={textList(t(`sections.${id}.paragraphs`, { returnObjects: true }))} />
        </section>
      ))}

      <section className="mf-content__section">
        <h2>{t('comparison.heading')}</h2>
        <p>{t('comparison.intro')}</p>
        <table className="mf-content__table">
          <caption>{t('comparison.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('comparison.columns.aspect')}</th>
              <th scope="col">{t('comparison.columns.model')}</th>
              <th scope="col">{t('comparison.columns.collective')}</th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROW_IDS.map((id) => (
              <tr key={id}>
                <th scope="row">{t(`comparison.rows.${id}.aspect`)}</th>
                {(['model', 'collective'] as const).map((column) => (
                  <td key={column}>
                    {/* On a phone the rows stand one under the other, each cell under its
                        column's name; the table itself tells it to a screen reader. */}
                    <span className="mf-content__cell-label" aria-hidden="true">
                      {t(`comparison.columns.${column}`)}
                    </span>
                    {t(`comparison.rows.${id}.${column}`)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="mf-content__section">
        <h2>{t('legislation.heading')}</h2>
        <p>{t('legislation.intro')}</p>
        {JURISDICTIONS.map(({ id, titleLanguage }) => {
          const key = `legislation.jurisdictions.${id}` as const;
          const entry = t(key, { returnObjects: true });
          const societies = hasField(entry, 'societies') ? entry.societies : '';
          return (
            <section key={id} className="mf-content__jurisdiction">
              <h3>{t(`${key}.name`)}</h3>
              <ul className="mf-content__laws">
                {textList(t(`${key}.laws`, { returnObjects: true })).map((law, index) => (
                  <li key={index}>
                    <cite className="mf-content__law-title" lang={titleLanguage}>
                      {law.title}
                    </cite>
                    <span className="mf-content__law-citation" lang={titleLanguage}>
                      {law.citation}
                    </span>
                    <span className="mf-content__law-summary">{law.summary}</span>
                  </li>
                ))}
              </ul>
              {societies && (
                <dl className="mf-content__societies">
                  <dt>{t('legislation.societiesLabel')}</dt>
                  {/* Names, with a few words of the page language around them. */}
                  <dd>{societies}</dd>
                </dl>
              )}
            </section>
          );
        })}
      </section>

      <p className="mf-content__note">{t('disclaimer')}</p>
    </div>
  );
}

import { Paragraphs } from '../components/Paragraphs';
import { useTexts } from '../components/useTexts';
import { COMPARISON_ROW_IDS, JURISDICTIONS, LEGAL_SECTION_IDS, type Law } from '../content/legal';
import '../styles/content.css';

/** /fundamentacao-legal: the legal text, the comparison table and the legislation by country. */
export function LegalBasisPage() {
  const { text, optional, list } = useTexts('legal');

  return (
    <div className="mf-content">
      <header className="mf-content__header">
        <h1>{text('title')}</h1>
        <p className="mf-content__standfirst">{text('standfirst')}</p>
      </header>

      {LEGAL_SECTION_IDS.map((id) => (
        <section key={id} className="mf-content__section">
          <h2>{text(`sections.${id}.heading`)}</h2>
          <Paragraphs items={list<string>(`sections.${id}.paragraphs`)} />
        </section>
      ))}

      <section className="mf-content__section">
        <h2>{text('comparison.heading')}</h2>
        <p>{text('comparison.intro')}</p>
        <table className="mf-content__table">
          <caption>{text('comparison.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{text('comparison.columns.aspect')}</th>
              <th scope="col">{text('comparison.columns.model')}</th>
              <th scope="col">{text('comparison.columns.collective')}</th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROW_IDS.map((id) => (
              <tr key={id}>
                <th scope="row">{text(`comparison.rows.${id}.aspect`)}</th>
                <td>{text(`comparison.rows.${id}.model`)}</td>
                <td>{text(`comparison.rows.${id}.collective`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="mf-content__section">
        <h2>{text('legislation.heading')}</h2>
        <p>{text('legislation.intro')}</p>
        {JURISDICTIONS.map(({ id, titleLanguage }) => {
          const key = `legislation.jurisdictions.${id}`;
          const societies = optional(`${key}.societies`);
          return (
            <section key={id} className="mf-content__jurisdiction">
              <h3>{text(`${key}.name`)}</h3>
              <ul className="mf-content__laws">
                {list<Law>(`${key}.laws`).map((law, index) => (
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
                  <dt>{text('legislation.societiesLabel')}</dt>
                  {/* Names, with a few words of the page language around them. */}
                  <dd>{societies}</dd>
                </dl>
              )}
            </section>
          );
        })}
      </section>

      <p className="mf-content__note">{text('disclaimer')}</p>
    </div>
  );
}

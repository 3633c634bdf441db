import { pageAddress, textList } from '@fair/shared';
import { InternalLink } from '@fair/shared/runtime';
import { useTranslation } from 'react-i18next';
import { Paragraphs } from '../components/Paragraphs';
import { PRIVACY_SECTION_IDS, SERVER_COLUMNS, SERVER_ROW_IDS } from '../content/privacy';
import '../styles/content.css';

/**
 * /privacidade: what the marketplace keeps about people (licensee names, keys' hashes, first
 * answers kept for retries, client addresses for rate limits), for how long (the rules' figures),
 * what this browser keeps, and how to erase a licensee's name by the licence's key.
 */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const [browser, ...others] = PRIVACY_SECTION_IDS;

  return (
    <div className="mf-content">
      <header className="mf-content__header">
        <h1>{t('title')}</h1>
        <p className="mf-content__standfirst">{t('standfirst')}</p>
      </header>

      <section className="mf-content__section">
        <h2>{t('server.heading')}</h2>
        <p>{t('server.intro')}</p>
        <table className="mf-content__table">
          <caption>{t('server.caption')}</caption>
          <thead>
            <tr>
              {SERVER_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`server.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SERVER_ROW_IDS.map((id) => (
              <tr key={id}>
                <th scope="row">{t(`server.rows.${id}.what`)}</th>
                {(['why', 'kept'] as const).map((column) => (
                  <td key={column}>
                    {/* On a phone the rows stand one under the other, each cell under its
                        column's name; the table itself tells it to a screen reader. */}
                    <span className="mf-content__cell-label" aria-hidden="true">
                      {t(`server.columns.${column}`)}
                    </span>
                    {t(`server.rows.${id}.${column}`)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="mf-content__section" id="erase">
        <h2>{t('erase.heading')}</h2>
        <Paragraphs items={textList(t('erase.paragraphs', { returnObjects: true }))} />
        <ol className="mf-content__steps">
          {textList(t('erase.steps', { returnObjects: true })).map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
        <p className="mf-content__cta">
          <InternalLink className="button" to={pageAddress('myLicenses')}>
            {t('erase.link')}
          </InternalLink>
        </p>
      </section>

      {[browser, ...others].map((id) => (
        <section key={id} className="mf-content__section">
          <h2>{t(`${id}.heading`)}</h2>
          <Paragraphs items={textList(t(`${id}.paragraphs`, { returnObjects: true }))} />
        </section>
      ))}
    </div>
  );
}

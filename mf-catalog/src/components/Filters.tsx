import { CONTENT_TYPES, LANGUAGES, isContentType, isLanguage } from '@fair/shared';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_KEYS, isFiltered, isSortKey, type CatalogueQuery } from '../catalogue/query';

interface Props {
  query: CatalogueQuery;
  onChange: (patch: Partial<CatalogueQuery>) => void;
  onClear: () => void;
  searchRef: Ref<HTMLInputElement>;
}

/** Search, type, language and sort: every change applies at once (no submit button). */
export function Filters({ query, onChange, onClear, searchRef }: Props) {
  const { t } = useTranslation(['catalog', 'common']);
  const ids = useId();
  return (
    <form
      role="search"
      aria-label={t('catalogue.searchLabel')}
      className="mf-catalog__filters"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="mf-catalog__field mf-catalog__field--search">
        <label htmlFor={`${ids}-q`}>{t('common:filters.search')}</label>
        <input
          ref={searchRef}
          id={`${ids}-q`}
          type="search"
          name="q"
          value={query.q}
          placeholder={t('common:filters.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </div>
      <div className="mf-catalog__field">
        <label htmlFor={`${ids}-type`}>{t('common:filters.type')}</label>
        <select
          id={`${ids}-type`}
          name="type"
          value={query.type ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ type: isContentType(value) ? value : null });
          }}
        >
          <option value="">{t('common:contentTypes.all')}</option>
          {CONTENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`common:contentTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mf-catalog__field">
        <label htmlFor={`${ids}-lang`}>{t('common:filters.language')}</label>
        <select
          id={`${ids}-lang`}
          name="lang"
          value={query.lang ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ lang: isLanguage(value) ? value : null });
          }}
        >
          <option value="">{t('common:filters.allLanguages')}</option>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`common:languageNames.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mf-catalog__field">
        <label htmlFor={`${ids}-sort`}>{t('common:filters.sort')}</label>
        <select
          id={`${ids}-sort`}
          name="sort"
          value={query.sort}
          onChange={(event) => {
            const value = event.target.value;
            if (isSortKey(value)) onChange({ sort: value });
          }}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`catalogue.sort.${key}`)}
            </option>
          ))}
        </select>
      </div>
      {isFiltered(query) && (
        <button type="button" className="button button--secondary" onClick={onClear}>
          {t('common:filters.clear')}
        </button>
      )}
    </form>
  );
}

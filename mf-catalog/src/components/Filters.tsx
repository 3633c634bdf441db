import { CONTENT_TYPES, LANGUAGES, SelectField } from '@fair/shared';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_KEYS, isFiltered, type CatalogueQuery } from '../catalogue/query';

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
      <SelectField
        className="mf-catalog__field"
        id={`${ids}-type`}
        name="type"
        label={t('common:filters.type')}
        value={query.type ?? ''}
        options={[
          { value: '', label: t('common:contentTypes.all') },
          ...CONTENT_TYPES.map((type) => ({
            value: type,
            label: t(`common:contentTypes.${type}`),
          })),
        ]}
        onChange={(type) => onChange({ type: type || null })}
      />
      <SelectField
        className="mf-catalog__field"
        id={`${ids}-lang`}
        name="lang"
        label={t('common:filters.language')}
        value={query.lang ?? ''}
        options={[
          { value: '', label: t('common:filters.allLanguages') },
          ...LANGUAGES.map((code) => ({ value: code, label: t(`common:languageNames.${code}`) })),
        ]}
        onChange={(lang) => onChange({ lang: lang || null })}
      />
      <SelectField
        className="mf-catalog__field"
        id={`${ids}-sort`}
        name="sort"
        label={t('common:filters.sort')}
        value={query.sort}
        options={SORT_KEYS.map((key) => ({ value: key, label: t(`catalogue.sort.${key}`) }))}
        onChange={(sort) => onChange({ sort })}
      />
      {/* Always in its place, usable when there is something to clear: a filter applied as the
          page hydrates (from its address) or typed in moves nothing. */}
      <button
        type="button"
        className="button button--secondary"
        disabled={!isFiltered(query)}
        onClick={onClear}
      >
        {t('common:filters.clear')}
      </button>
    </form>
  );
}

import { CONTENT_TYPES, LANGUAGES, SelectField } from '@fair/shared';
import { useRemoteProps } from '@fair/shared/runtime';
import {
  defaultOrder,
  isSearchTextTooLong,
  localizePath,
  SEARCH_TEXT_MAX_LENGTH,
  searchTextLength,
  type CatalogueQuery,
} from '@fair/shared/site';
import { useId, useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenSort, isFiltered, orderOf, ordersFor } from '../catalogue/query';
import { textTemplate } from '../catalogue/textTemplate';
import type { WorksPage } from '../catalogue/worksApi';
import { RESULTS_ID } from './showResults';

interface Props {
  query: CatalogueQuery;
  /** The counts of the results shown; none before there are results. */
  facets: Pick<WorksPage, 'facets' | 'facetsAreEstimates'> | null;
  onChange: (patch: Partial<CatalogueQuery>) => void;
  /** Search was pressed (or Enter typed) once the page runs: the search text applies now. */
  onSubmit: () => void;
  onClear: () => void;
  searchRef: Ref<HTMLInputElement>;
}

/**
 * Search, type, language and order. Once the page runs, every change applies at once. It is also
 * a plain GET form to the page's own address, so before a script runs (or without one) Search or
 * Enter asks the server for the catalogue of that query, scrolled to the works (the address ends
 * with their place, `RESULTS_ID`; the boot script leaves a form with an `action` to the browser).
 * Each type and language says how many works it would show with the rest of the query (the
 * facets).
 */
export function Filters({ query, facets, onChange, onSubmit, onClear, searchRef }: Props) {
  const { t, i18n } = useTranslation(['catalog', 'common']);
  const { pathname, language } = useRemoteProps();
  const ids = useId();
  const tooLong = isSearchTextTooLong(query.q);

  // The form's words, translated once per language (it renders at every key typed). The counts
  // are written into the lists' words (`textTemplate`) when they change (an answer that repeats
  // them keeps their object), not at every key typed nor at every answer; in the same render as
  // the works they count.
  const words = useMemo(() => {
    const template = (key: 'catalogue.facet' | 'catalogue.facetAbout') =>
      textTemplate((values) => t(key, values), ['label', 'total']);
    return {
      searchLabel: t('catalogue.searchLabel'),
      search: t('common:filters.search'),
      searchPlaceholder: t('common:filters.searchPlaceholder'),
      submit: t('catalogue.submit'),
      clear: t('common:filters.clear'),
      type: t('common:filters.type'),
      language: t('common:filters.language'),
      sort: t('common:filters.sort'),
      allTypes: t('common:contentTypes.all'),
      types: CONTENT_TYPES.map((type) => [type, t(`common:contentTypes.${type}`)] as const),
      allLanguages: t('common:filters.allLanguages'),
      languages: LANGUAGES.map((code) => [code, t(`common:languageNames.${code}`)] as const),
      facet: template('catalogue.facet'),
      facetAbout: template('catalogue.facetAbout'),
    };
  }, [t]);
  const counts = facets?.facets;
  const estimated = facets?.facetsAreEstimates === true;
  const { typeOptions, languageOptions } = useMemo(() => {
    const facet = estimated ? words.facetAbout : words.facet;
    // Written as the texts write numbers (their `number` format).
    const number = (count: number) =>
      i18n.services.formatter?.format(count, 'number', i18n.language, {}) ?? String(count);
    const withCount = (label: string, count: number | undefined) =>
      count === undefined ? label : facet({ label, total: number(count) });
    const sum = (counts: Record<string, number> | undefined) =>
      counts ? Object.values(counts).reduce((total, count) => total + count, 0) : undefined;
    return {
      typeOptions: [
        { value: '' as const, label: withCount(words.allTypes, sum(counts?.type)) },
        ...words.types.map(([type, label]) => ({
          value: type,
          label: withCount(label, counts ? (counts.type[type] ?? 0) : undefined),
        })),
      ],
      languageOptions: [
        { value: '' as const, label: withCount(words.allLanguages, sum(counts?.language)) },
        ...words.languages.map(([code, label]) => ({
          value: code,
          label: withCount(label, counts ? (counts.language[code] ?? 0) : undefined),
        })),
      ],
    };
  }, [counts, estimated, words, i18n]);

  // The three lists are drawn again when their value or options change, not at each key typed.
  const orders = ordersFor(query.q);
  const order = orderOf(query);
  const fallback = defaultOrder(query.q);
  const selects = useMemo(
    () => (
      <>
        <SelectField
          className="mf-catalog__field"
          id={`${ids}-type`}
          name="type"
          label={words.type}
          value={query.type ?? ''}
          options={typeOptions}
          onChange={(type) => onChange({ type: type || null })}
        />
        <SelectField
          className="mf-catalog__field"
          id={`${ids}-lang`}
          name="lang"
          label={words.language}
          value={query.lang ?? ''}
          options={languageOptions}
          onChange={(lang) => onChange({ lang: lang || null })}
        />
        <SelectField
          className="mf-catalog__field"
          id={`${ids}-sort`}
          name="sort"
          label={words.sort}
          value={order}
          options={orders.map((key) => ({
            value: key,
            label: t(`catalogue.sort.${key}`),
          }))}
          onChange={(chosen) => onChange({ sort: chosenSort(chosen, fallback) })}
        />
      </>
    ),
    [
      ids,
      t,
      words,
      query.type,
      query.lang,
      typeOptions,
      languageOptions,
      onChange,
      order,
      orders,
      fallback,
    ],
  );

  return (
    <form
      role="search"
      aria-label={words.searchLabel}
      className="mf-catalog__filters"
      method="get"
      action={`${localizePath(pathname, language)}#${RESULTS_ID}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="mf-catalog__field mf-catalog__field--search">
        <label htmlFor={`${ids}-q`}>{words.search}</label>
        <div className="mf-catalog__search-row">
          <input
            ref={searchRef}
            id={`${ids}-q`}
            type="search"
            name="q"
            value={query.q}
            placeholder={words.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `${ids}-q-error` : undefined}
            onChange={(event) => onChange({ q: event.target.value })}
          />
          <button type="submit" className="button">
            {words.submit}
          </button>
        </div>
        {tooLong && (
          <p id={`${ids}-q-error`} className="mf-catalog__error">
            {t('catalogue.searchTooLong', {
              max: SEARCH_TEXT_MAX_LENGTH,
              length: searchTextLength(query.q),
            })}
          </p>
        )}
      </div>
      {selects}
      {/* Always in its place, usable when there is something to clear: a filter applied as the
          page hydrates (from its address) or typed in moves nothing. */}
      <button
        type="button"
        className="button button--secondary mf-catalog__needs-script"
        disabled={!isFiltered(query)}
        onClick={onClear}
      >
        {words.clear}
      </button>
    </form>
  );
}

import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import '../runtime/i18nInstance'; // registers the common vocabulary's loader
import { loadTexts, registerLocaleFiles } from '../runtime/namespaces';
import { I18N_INTERPOLATION, TEXT_FORMATS } from '../i18n/textVariables';
import type { Language } from '../languages';
import type { PageDefinition, PageDescription, Rendering } from '../react/definePage';
import { PageRoot } from '../runtime/PageRoot';

export interface FragmentRequest {
  language: Language;
  /** The page's path without language prefix (`/faq`, `/obras/calculo-i-araujo`). */
  pathname: string;
  /** The address's query the page's HTML depends on (`?q=joao`); '' at build time. */
  search?: string;
  /** Where the remote's files are; data the page prepares is read through `fetch` from here. */
  baseUrl: string;
  fetch: typeof fetch;
  /** At build time (the default) or for one request (a data page, by its remote's server). */
  rendering?: Exclude<Rendering, 'browser'>;
}

export interface RenderedFragment {
  /** The page's HTML, as the browser's first render will make it again (and hydrate). */
  html: string;
  /** The page's `meta.description` text, if one of its namespaces has one. */
  description?: string;
  /** What the page says about itself from its data (`describe`), if it does. */
  head?: PageDescription;
}

const ignore = () => undefined;

/**
 * Renders a page to HTML in one language, the way the browser renders it first: same root, same
 * texts, same data, `serverRendered` set. A remote's build calls this for each of its pages in
 * every language (the fragments it writes are composed into the site's pages at deploy time); a
 * remote's render service calls it for a data page at request time, with the request's address
 * and a `fetch` that reaches the API. Each call has its own texts and data, so renders may
 * overlap.
 */
export async function renderPageFragment(
  page: PageDefinition,
  request: FragmentRequest,
): Promise<RenderedFragment> {
  const namespaces = registerLocaleFiles(page.texts);
  const resources = await loadTexts(request.language, ['common', ...namespaces]);
  const i18n = i18next.createInstance().use(TEXT_FORMATS);
  await i18n.init({
    lng: request.language,
    fallbackLng: false,
    resources: { [request.language]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    interpolation: I18N_INTERPOLATION,
    returnNull: false,
    react: { useSuspense: false },
  });
  const search = request.search ?? '';
  const data = await page.prepare?.({
    language: request.language,
    baseUrl: request.baseUrl,
    fetch: request.fetch,
    pathname: request.pathname,
    search,
    rendering: request.rendering ?? 'build',
  });
  const html = renderToString(
    <PageRoot
      page={page}
      i18n={i18n}
      data={data}
      props={{
        language: request.language,
        pathname: request.pathname,
        search,
        hash: '',
        baseUrl: request.baseUrl,
        navigate: ignore,
        notify: ignore,
        serverRendered: true,
      }}
    />,
  );
  // The page's namespaces are known only at run time (from its files), so no typed key can name
  // them: the description is read from the texts as written (descriptions have no placeholders).
  const description = namespaces
    .map((namespace): unknown => i18n.getResource(request.language, namespace, 'meta.description'))
    .find((text): text is string => typeof text === 'string');
  const head = page.describe?.(data, i18n);
  return { html, ...(description ? { description } : {}), ...(head ? { head } : {}) };
}

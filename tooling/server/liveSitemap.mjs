// @ts-check
import { LRUCache } from 'lru-cache';
import { hasParameter, LANGUAGES, ROUTES, SITEMAP_MAX_ADDRESSES } from '@fair/shared/site';
import {
  fixedPageEntries,
  parameterPageEntries,
  sitemapIndexXml,
  urlsetXml,
} from '../compose/sitemap.mjs';
import { FRAGMENT_CACHE_S } from './liveFragments.mjs';

/** How long the shell's server waits for the API's list of works before it answers without it. */
export const SITEMAP_API_TIMEOUT_MS = 2_000;
/** The most pages of work ids kept (a million works are 141 pages). */
const KEPT_PAGES = 1_000;
/** The sitemap of the pages with one address per language, when the works need an index. */
export const PAGES_SITEMAP = '/sitemap-pages.xml';
/** `/sitemap-works-1.xml`, …: the works' sitemap files of an index. */
const WORKS_SITEMAP = /^\/sitemap-works-([1-9][0-9]{0,5})\.xml$/;

const WORK_ROUTE = ROUTES.find(hasParameter);

/**
 * @typedef {{ ids: string[], total: number, pageSize: number }} WorkIds
 * @typedef {{ status: 200 | 404 | 503, xml: string }} SitemapAnswer
 */

/**
 * The sitemap with every work's page in every language, made when asked from the API's list of
 * the works on sale (`GET /api/work-ids`), kept `FRAGMENT_CACHE_S` (as the pages' HTML is): one
 * file while the site has at most `SITEMAP_MAX_ADDRESSES` addresses, past that a sitemap index
 * of the pages' file and the works' files (`SITEMAP_WORKS_PER_FILE` works each). When the API
 * cannot be read, `/sitemap.xml` is the composed one (the pages alone) and a works' file is 503.
 * @param {{ api: string, now?: () => number }} options `api`: the API's address
 */
export function createLiveSitemap({ api, now = Date.now }) {
  /** @type {LRUCache<number, { at: number, value: WorkIds }>} */
  const kept = new LRUCache({ max: KEPT_PAGES });

  /** @param {number} page @returns {Promise<WorkIds | undefined>} */
  async function workIds(page) {
    const cached = kept.get(page);
    if (cached && now() - cached.at < FRAGMENT_CACHE_S * 1000) return cached.value;
    try {
      const response = await fetch(`${api}/api/work-ids?page=${page}`, {
        signal: AbortSignal.timeout(SITEMAP_API_TIMEOUT_MS),
      });
      if (!response.ok) return undefined;
      const body = /** @type {Partial<WorkIds>} */ (await response.json());
      if (
        !Array.isArray(body.ids) ||
        !body.ids.every((id) => typeof id === 'string') ||
        !Number.isInteger(body.total) ||
        !Number.isInteger(body.pageSize)
      )
        return undefined;
      const value = /** @type {WorkIds} */ (body);
      kept.set(page, { at: now(), value });
      return value;
    } catch {
      return undefined;
    }
  }

  return {
    /** Whether a path is one of the sitemaps this answers. @param {string} path */
    owns: (path) => path === '/sitemap.xml' || path === PAGES_SITEMAP || WORKS_SITEMAP.test(path),
    /**
     * A sitemap for a path, or undefined for `/sitemap.xml` when the works cannot be listed (the
     * composed sitemap is then served).
     * @param {string} path @param {string} site the site's address, without a trailing slash
     * @returns {Promise<SitemapAnswer | undefined>}
     */
    async answer(path, site) {
      if (!WORK_ROUTE) return undefined;
      const pages = fixedPageEntries(site);
      if (path === PAGES_SITEMAP) return { status: 200, xml: urlsetXml(pages) };
      const file = WORKS_SITEMAP.exec(path);
      if (file) {
        const list = await workIds(Number(file[1]) - 1);
        if (!list) return { status: 503, xml: '' };
        if (list.ids.length === 0) return { status: 404, xml: '' };
        return { status: 200, xml: urlsetXml(parameterPageEntries(site, WORK_ROUTE, list.ids)) };
      }
      const first = await workIds(0);
      if (!first) return undefined;
      if (pages.length + first.total * LANGUAGES.length <= SITEMAP_MAX_ADDRESSES) {
        return {
          status: 200,
          xml: urlsetXml([...pages, ...parameterPageEntries(site, WORK_ROUTE, first.ids)]),
        };
      }
      const files = Math.ceil(first.total / first.pageSize);
      return {
        status: 200,
        xml: sitemapIndexXml([
          `${site}${PAGES_SITEMAP}`,
          ...Array.from({ length: files }, (_, index) => `${site}/sitemap-works-${index + 1}.xml`),
        ]),
      };
    },
  };
}

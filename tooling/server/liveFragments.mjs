// @ts-check
import Client from '@podium/client';
import { HttpIncoming } from '@podium/utils';
import { LRUCache } from 'lru-cache';
import { federationName } from '@fair/shared/site';
import { HEAD_HEADER, RENDER_PATH } from './renderContract.mjs';

/** @import { PageDescription } from '@fair/shared' */

/**
 * How long the shell's server waits for a data page's HTML from its remote before it answers
 * with the page's fallback (the deploy-time HTML, or a page that renders in the browser).
 */
export const FRAGMENT_DEADLINE_MS = 250;
/**
 * How long a rendered page's HTML is served to every visitor without asking again: 10 s, or the
 * environment's `FRAGMENT_CACHE_S` (a whole number of seconds, 1–3600; the end-to-end suite
 * shortens it so that a test waits less for a new work).
 */
export const FRAGMENT_CACHE_S = cacheSeconds(process.env.FRAGMENT_CACHE_S, 10);

/** @param {string | undefined} value @param {number} fallback */
function cacheSeconds(value, fallback) {
  const seconds = Number(value);
  return value !== undefined && Number.isInteger(seconds) && seconds >= 1 && seconds <= 3600
    ? seconds
    : fallback;
}
/**
 * How long after that it is still served (once per key asking again in the background:
 * stale-while-revalidate), before a visitor has to wait for a new render.
 */
export const FRAGMENT_STALE_S = 60;
/** How long a render may take to fill the cache after its visitor got the fallback. */
export const FRAGMENT_FILL_TIMEOUT_MS = 2_000;
/** How much HTML the cache holds at most (pages and their compressed copies), in bytes. */
export const FRAGMENT_CACHE_BYTES = 32 * 1024 * 1024;
/** The largest fragment taken from a remote; a larger one counts as a failure. */
export const MAX_FRAGMENT_BYTES = 2 * 1024 * 1024;
/**
 * Renders asked for at once, at most; past that a visitor gets the fallback at once. Renders past
 * their deadline go on (to fill the cache), so a high bound only spends the CPU the fallbacks need.
 */
export const MAX_RENDERS_ASKED = 16;

/**
 * @typedef {{ status: 200 | 404 | 410, html: string, head: PageDescription, cacheable: boolean }} Fragment
 * A data page's HTML as its remote rendered it for one key, and what the page says about itself.
 * @typedef {{ fragment: Fragment, freshUntil: number, staleUntil: number, size: number, bodies: Map<string, Buffer> }} Entry
 * A cached fragment, with the composed answers made from it, by encoding (`bodies`).
 * @typedef {{ app: string, entry: string, composition: string, page: string, param: string | undefined, language: string, params: [string, string][] }} FragmentRequest
 * `entry`: the remote entry of the version the live composition names (its render service is
 * next to it); `composition`: that composition's id (the answers composed with its frame are kept
 * with the fragment); `params`: the page's known parameters, normalised (`liveParameters`).
 * @typedef {{ kind: 'fragment', fragment: Fragment, entry: Entry, fresh: boolean }
 *   | { kind: 'fallback', reason: 'deadline' | 'error' }} FragmentAnswer
 */

/** A render's answer that is none: the remote failed, was refused, or sent what it may not. */
class RenderFailure extends Error {}

/**
 * Where the shell's server gets data pages' HTML at request time: from the remote's render
 * service (renderService.mjs), through Podium's client (`@podium/client`: the podlet's manifest
 * and version, the Podium context carrying the language, a timeout), for the exact version the
 * live composition names, so a page's HTML and its scripts always match.
 *
 * Answers are cached for `FRAGMENT_CACHE_S` per key (the version, page, value, language and the
 * page's known parameters, normalised: never the raw query), then served stale for
 * `FRAGMENT_STALE_S` while one render refreshes them; the cache is bounded in bytes
 * (`FRAGMENT_CACHE_BYTES`, least recently used out first), so a burst of visitors costs one
 * render and hostile queries cannot grow memory. A visitor waits at most
 * `FRAGMENT_DEADLINE_MS`: past it, or on any failure, the answer is `fallback`, while the render
 * (if any) goes on filling the cache for the next one. A page the API could not read for is not
 * cached (`cacheable` false).
 * @param {{ now?: () => number, deadlineMs?: number }} [options]
 */
export function createLiveFragments({ now = Date.now, deadlineMs = FRAGMENT_DEADLINE_MS } = {}) {
  /** @type {LRUCache<string, Entry>} */
  const cache = new LRUCache({
    maxSize: FRAGMENT_CACHE_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.size),
  });
  /** @type {Map<string, Promise<Fragment>>} */
  const asked = new Map();
  /** Per remote, the Podium client of the version being asked (a new version, a new client). */
  /** @type {Map<string, { base: string, resource: import('@podium/client').PodiumClientResource }>} */
  const clients = new Map();

  /** The Podium resource of a remote version's render service (its manifest read once). */
  const resourceFor = (/** @type {string} */ app, /** @type {string} */ entry) => {
    const base = entry.replace(/remoteEntry\.js$/, '');
    const known = clients.get(app);
    if (known && known.base === base) return known.resource;
    const client = new Client({ name: 'shell', timeout: FRAGMENT_FILL_TIMEOUT_MS, retries: 1 });
    const resource = client.register({
      name: federationName(app),
      uri: `${base}${RENDER_PATH}/manifest.json`,
      timeout: FRAGMENT_FILL_TIMEOUT_MS,
      throwable: true,
    });
    clients.set(app, { base, resource });
    // The manifest is read now, not by the first visitor of the new version.
    void client.refreshManifests().catch(() => undefined);
    return resource;
  };

  /** @param {FragmentRequest} request @returns {Promise<Fragment>} */
  async function render(request) {
    const incoming = new HttpIncoming({ headers: {} }, {});
    incoming.context = { 'podium-locale': request.language, 'podium-requested-by': 'shell' };
    let response;
    try {
      response = await resourceFor(request.app, request.entry).fetch(incoming, {
        pathname: request.param === undefined ? request.page : `${request.page}/${request.param}`,
        query: Object.fromEntries(request.params),
      });
    } catch (error) {
      // Podium's client throws the podlet's error status (Boom): a work that is not there.
      const status = /** @type {{ output?: { statusCode?: number } }} */ (error).output?.statusCode;
      if (status === 404 || status === 410) {
        return { status, html: '', head: {}, cacheable: true };
      }
      throw new RenderFailure(`the render failed: ${/** @type {Error} */ (error).message}`, {
        cause: error,
      });
    }
    const html = String(response.content ?? '');
    if (Buffer.byteLength(html) > MAX_FRAGMENT_BYTES) {
      throw new RenderFailure(`a fragment larger than ${MAX_FRAGMENT_BYTES} bytes`);
    }
    /** @type {PageDescription} */
    let head = {};
    const header = response.headers?.[HEAD_HEADER];
    if (typeof header === 'string') {
      try {
        head = JSON.parse(decodeURIComponent(header));
      } catch {
        throw new RenderFailure('a fragment whose head cannot be read');
      }
    }
    const status = head.status === 404 || head.status === 410 ? head.status : 200;
    return { status, html, head, cacheable: head.cacheable !== false };
  }

  /** The key of a request: its composition and version, page, value, language and parameters. */
  const keyOf = (/** @type {FragmentRequest} */ request) =>
    JSON.stringify([
      request.composition,
      request.entry,
      request.page,
      request.param ?? null,
      request.language,
      request.params,
    ]);

  /**
   * One render per key at a time: it fills the cache when it ends, whoever waits for it.
   * @param {string} key @param {FragmentRequest} request
   */
  const refresh = (key, request) => {
    let pending = asked.get(key);
    if (pending) return pending;
    if (asked.size >= MAX_RENDERS_ASKED) return Promise.reject(new RenderFailure('too busy'));
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    // Podium's timeout ends at the headers: a remote that then stalls its body would hold this
    // slot until the HTTP client gives up, minutes later.
    /** @type {Promise<never>} */
    const limit = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new RenderFailure(`no render within ${FRAGMENT_FILL_TIMEOUT_MS} ms`)),
        FRAGMENT_FILL_TIMEOUT_MS,
      );
    });
    pending = Promise.race([render(request), limit]).then((fragment) => {
      if (fragment.cacheable) {
        const at = now();
        cache.set(key, {
          fragment,
          freshUntil: at + FRAGMENT_CACHE_S * 1000,
          staleUntil: at + (FRAGMENT_CACHE_S + FRAGMENT_STALE_S) * 1000,
          size: Buffer.byteLength(fragment.html) + 1024,
          bodies: new Map(),
        });
      }
      return fragment;
    });
    const settled = pending.finally(() => {
      clearTimeout(timer);
      asked.delete(key);
    });
    settled.catch(() => undefined);
    asked.set(key, settled);
    return settled;
  };

  return {
    /**
     * A data page's HTML for a request: from the cache, or from its remote within the deadline,
     * or `fallback` (with why).
     * @param {FragmentRequest} request
     * @returns {Promise<FragmentAnswer>}
     */
    async get(request) {
      const key = keyOf(request);
      const cached = cache.get(key);
      const at = now();
      if (cached && at < cached.staleUntil) {
        const fresh = at < cached.freshUntil;
        if (!fresh) refresh(key, request).catch(() => undefined);
        return { kind: 'fragment', fragment: cached.fragment, entry: cached, fresh };
      }
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const deadline = new Promise((resolve) => {
        timer = setTimeout(() => resolve('deadline'), deadlineMs);
      });
      try {
        const result = await Promise.race([refresh(key, request), deadline]);
        if (result === 'deadline') return { kind: 'fallback', reason: 'deadline' };
        const fragment = /** @type {Fragment} */ (result);
        const entry = cache.get(key) ?? {
          fragment,
          freshUntil: 0,
          staleUntil: 0,
          size: 0,
          bodies: new Map(),
        };
        return { kind: 'fragment', fragment, entry, fresh: true };
      } catch (error) {
        console.warn(
          '[shell] a data page is answered with its fallback:',
          /** @type {Error} */ (error).message,
        );
        return { kind: 'fallback', reason: 'error' };
      } finally {
        clearTimeout(timer);
      }
    },
    /**
     * Keeps a composed answer of a cached fragment (by encoding), counted in the cache's bytes.
     * @param {FragmentRequest} request @param {Entry} entry @param {string} encoding @param {Buffer} body
     */
    keep(request, entry, encoding, body) {
      const key = keyOf(request);
      if (cache.get(key) !== entry) return;
      entry.bodies.set(encoding, body);
      entry.size += body.length;
      // lru-cache counts an entry's size when a new value is set: the same object set again would
      // keep its old size, and the composed answers would go uncounted.
      cache.delete(key);
      cache.set(key, entry);
    },
    /** What the cache holds (tests, the bench). */
    stats: () => ({ entries: cache.size, bytes: cache.calculatedSize, rendering: asked.size }),
  };
}

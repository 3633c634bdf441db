// @ts-check
// A render worker: one remote version's own server build (`server/render.mjs` of the version),
// run in a worker thread of that remote's server process. It renders the version's data pages
// for requests, reading the API, and nothing else: it serves no HTTP and reads no other file.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { API_SERVICE } from '@fair/shared/site';

/**
 * @typedef {{ module: string, api: string, baseUrl: string, apiTimeoutMs: number }} RenderWorkerData
 * `module`: the render build's file; `api`: the API's address; `baseUrl`: where the version's
 * files are served (its data files); `apiTimeoutMs`: how long a render waits for the API.
 * @typedef {{ id: number, page: string, language: string, pathname: string, search: string, apiDown?: boolean }} RenderRequest
 * `apiDown`: a test fault (faults.mjs): the render's reads of the API fail, as with the API down.
 * @typedef {{ id: number, ok: true, html: string, head: import('@fair/shared').PageDescription }
 *   | { id: number, ok: false, error: string }} RenderAnswer
 */

const port = parentPort;
if (!port) throw new Error('renderWorker.mjs runs as a worker thread');
const { module, api, baseUrl, apiTimeoutMs } = /** @type {RenderWorkerData} */ (workerData);
const apiOrigin = new URL(api).origin;

/**
 * The `fetch` a page's `prepare` gets for a request: the API's addresses (`/api/…`), resolved
 * against the API, within `apiTimeoutMs`; anything else is refused.
 * @type {typeof fetch}
 */
const apiFetch = (input, init = {}) => {
  const url = new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    apiOrigin,
  );
  if (url.origin !== apiOrigin || !url.pathname.startsWith(API_SERVICE.pathPrefix)) {
    return Promise.reject(new TypeError(`a render reads the API only, not ${url.href}`));
  }
  const timeout = AbortSignal.timeout(apiTimeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(url, { ...init, signal });
};

/** @type {{ renderPageFragment: Function, pages: Record<string, unknown> }} */
const server = await import(pathToFileURL(module).href);

port.on('message', async (/** @type {RenderRequest} */ request) => {
  /** @type {RenderAnswer} */
  let answer;
  try {
    const page = server.pages[request.page];
    if (!page) throw new Error(`this version has no page "${request.page}"`);
    const rendered = await server.renderPageFragment(page, {
      language: request.language,
      pathname: request.pathname,
      search: request.search,
      baseUrl,
      fetch: request.apiDown
        ? () => Promise.reject(new TypeError('the API cannot be reached (a test fault)'))
        : apiFetch,
      rendering: 'request',
    });
    answer = { id: request.id, ok: true, html: rendered.html, head: rendered.head ?? {} };
  } catch (error) {
    answer = {
      id: request.id,
      ok: false,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  port.postMessage(answer);
});
port.postMessage({ ready: true });

// @ts-check
import { readFileSync, statSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import {
  API_SERVICE,
  DEFAULT_LANGUAGE,
  documentTitle,
  hasParameter,
  headTags,
  isLanguage,
  isLive,
  LANGUAGE_COOKIE,
  addressLanguage,
  languagePrefix,
  liveParameters,
  parseSitePath,
  ROUTES,
} from '@fair/shared/site';
import { COMPOSITION_FILE, PAGES_DIR, REMOTES_FILE } from '../compose/compose.mjs';
import { assembleLivePage, LIVE_DIR } from '../compose/livePage.mjs';
import { SERVER_DIR } from '../vite/pageFragments.mjs';
import { fragmentTiming } from './fragmentTiming.mjs';
import { RENDER_PATH } from './renderContract.mjs';
import { NAME } from '../layout/layout.mjs';
import { containedFile } from './files.mjs';
import { requestPath } from './requestPath.mjs';
import { helmetHeaders, helmetOptions, PERMISSIONS_POLICY } from './securityHeaders.mjs';

/** @import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify' */
/** @import { Layout } from '../layout/layout.mjs' */
/** @import { LiveTemplate } from '../compose/livePage.mjs' */
/** @import { FragmentSource, LiveRoute, Language } from '@fair/shared/site' */

const ALLOWED_METHODS = 'GET, HEAD';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const NEVER = 'no-store';
/** How many composed fallbacks of data pages the shell keeps per composition (work pages vary). */
const KEPT_FALLBACKS = 256;

/** @param {FastifyReply} reply @param {number} status @param {string} [text] */
function plain(reply, status, text) {
  return reply
    .code(status)
    .header('Cache-Control', NEVER)
    .type('text/plain; charset=utf-8')
    .send(text ?? `${status}\n`);
}

/**
 * What the shell serves from the live composition: read from `current.json` when it changes, so a
 * deploy or a rollback is picked up by the next request, with no restart.
 * @param {Layout} layout
 */
function liveComposition(layout) {
  /** @type {{ stamp: string, value: { id: string, dir: string, csp: string, pageCsp: Record<string, string>, versions: Record<string, string>, remotes: Record<string, string>, templates: Map<string, LiveTemplate | null>, fallbacks: Map<string, Buffer> } | undefined }} */
  let cached = { stamp: '', value: undefined };
  return () => {
    let stamp = '';
    try {
      const stat = statSync(layout.currentFile);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      return undefined;
    }
    if (stamp !== cached.stamp) {
      const current = layout.readCurrent();
      const dir = current ? layout.compositionDir(current.composition) : undefined;
      const composition = dir
        ? JSON.parse(readFileSync(join(dir, COMPOSITION_FILE), 'utf8'))
        : undefined;
      cached = {
        stamp,
        value:
          dir && current && composition
            ? {
                id: current.composition,
                dir,
                csp: composition.csp,
                pageCsp: composition.pageCsp ?? {},
                versions: current.versions,
                remotes: composition.document?.remotes ?? {},
                templates: new Map(),
                fallbacks: new Map(),
              }
            : undefined,
      };
    }
    return cached.value;
  };
}

/** @param {FastifyRequest} request */
function rememberedLanguage(request) {
  const value = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : undefined;
}

/** @param {FastifyRequest} request */
function encodingFor(request) {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string'
    ? negotiate(accepted, ['br', 'gzip', 'identity'])
    : 'identity';
}

/**
 * One app's HTTP server over the deploy layout, built on Fastify and @fastify/static (ranges,
 * conditional requests, precompressed files chosen by the request's q-values), with its security
 * headers from helmet (@fastify/helmet), CORS on a remote's files (@fastify/cors) and the
 * remembered language read by @fastify/cookie. What it adds:
 * GET and HEAD only (405 with Allow otherwise), request targets read strictly (see
 * requestPath.mjs), files only from inside the folders they belong to, once every link is
 * followed (see files.mjs), and caching that matches: versions are immutable, the live pages and
 * documents are revalidated, and what is missing is never cached.
 *
 * A remote serves its versions (`/<version>/…`, each version immutable, with CORS for the shell).
 * The shell serves the live composition: its pages in every language (a redirect to the one form
 * of an address, and to the remembered language from an unprefixed one), the remotes document,
 * the sitemap and robots.txt, and its own versions (`/v/<version>/…`), with its CSP.
 *
 * The shell also forwards `/api/…` to the API when told where it is (`api`), so pages and the API
 * share the site's one origin. A remote with data pages runs its live version's render service
 * (`/<version>/render/…`, renderService.mjs), which reads the API there; its version's server
 * build (`server/`) is never served.
 * @param {{ layout: Layout, app: string, api?: string }} options
 * @returns {Promise<FastifyInstance>}
 */
export async function createAppServer({ layout, app, api }) {
  const isShell = app === 'shell';
  const security = helmetOptions({ isShell });
  /** What every answer carries, written out for those made before any hook runs. */
  const headers = { ...helmetHeaders(security), 'Permissions-Policy': PERMISSIONS_POLICY };
  const server = Fastify({
    logger: false,
    bodyLimit: 1024,
    return503OnClosing: true,
    requestTimeout: 30_000,
    http: { maxHeaderSize: 16 * 1024 },
    clientErrorHandler: (error, socket) => refuseUnreadable(error, socket, headers),
    // What Fastify refuses before any hook runs (a path whose escapes are not UTF-8, …) answers
    // like everything else, with the site's headers, not a JSON body repeating the target.
    frameworkErrors: (error, _request, reply) => {
      const code = /** @type {{ statusCode?: unknown }} */ (error).statusCode;
      return plain(reply.headers(headers), typeof code === 'number' && code < 500 ? code : 400);
    },
  });
  await server.register(fastifyHelmet, security);
  // A remote's files are loaded by the shell's pages, from another origin, with simple GETs (no
  // credentials, no preflight: other methods are refused below).
  if (!isShell) await server.register(fastifyCors, { origin: '*', preflight: false });
  if (isShell) await server.register(fastifyCookie);
  await server.register(fastifyStatic, {
    root: layout.root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
    redirect: false,
    etag: true,
    lastModified: true,
    acceptRanges: true,
  });
  const live = isShell ? liveComposition(layout) : undefined;
  // Each part is loaded by the servers that use it: Podium's client (the shell's), its podlet (a
  // remote's with data pages) and the API's proxy cost a server about a second of CPU to load,
  // and most apps use none of them.
  const fragments = isShell
    ? (await import('./liveFragments.mjs')).createLiveFragments()
    : undefined;
  const sitemap =
    isShell && api ? (await import('./liveSitemap.mjs')).createLiveSitemap({ api }) : undefined;
  if (isShell && api) {
    await (await import('./apiProxy.mjs')).registerApiProxy(server, { upstream: api });
  }
  const render =
    !isShell && api && ROUTES.some((route) => route.app === app && isLive(route))
      ? (await import('./renderService.mjs')).createRenderService({
          layout,
          app,
          api,
          publicUrl: () => layout.readConfig()?.apps[app],
        })
      : undefined;
  if (render) server.addHook('onClose', async () => render.close());

  const apiPrefix = isShell && api ? API_SERVICE.pathPrefix : undefined;
  server.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // The API answers its own methods (and refuses the rest itself).
    if (apiPrefix && request.url.startsWith(apiPrefix)) return undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.header('Allow', ALLOWED_METHODS);
      return plain(reply, 405);
    }
    return undefined;
  });
  // Unprefixed pages answer by the remembered language: caches must key them by the cookie too.
  // (@fastify/static sets `Vary: Accept-Encoding` itself, so this is added once it has.)
  /** @type {WeakSet<FastifyReply>} */
  const byCookie = new WeakSet();
  server.addHook('onSend', async (_request, reply, payload) => {
    if (byCookie.has(reply)) {
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/\bcookie\b/i.test(vary)) reply.header('Vary', vary ? `Cookie, ${vary}` : 'Cookie');
    }
    return payload;
  });
  server.setNotFoundHandler((_request, reply) => plain(reply, 404));
  server.setErrorHandler((error, _request, reply) => {
    const { statusCode: code, headers } =
      /** @type {{ statusCode?: unknown, headers?: unknown }} */ (error ?? {});
    const status = typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
    if (status >= 500) console.error(`[${app}]`, error);
    // Headers an error carries belong to its answer (a 416 says the file's size in Content-Range).
    if (status < 500 && headers && typeof headers === 'object') reply.headers(headers);
    return plain(reply, status);
  });

  /**
   * Sends a file of `root` if it is really there, with the given caching; 404 (never cached) if not.
   * @param {FastifyReply} reply @param {string} root @param {string[]} segments @param {string} cacheControl
   */
  const sendContained = (reply, root, segments, cacheControl) => {
    if (!containedFile(root, segments)) return plain(reply, 404);
    reply.header('Cache-Control', cacheControl);
    return reply.sendFile(segments.join('/'), root, sendOptions(reply.request.raw));
  };

  server.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const target = requestPath(request.raw.url);
      if (!target.ok) return plain(reply, target.status);
      if (!isShell) {
        // The shell's pages may read how long a remote's files took (Resource Timing).
        reply.header('Timing-Allow-Origin', '*');
        const [version = '', ...file] = target.segments;
        if (!NAME.test(version) || file.length === 0) return plain(reply, 404);
        if (render && file[0] === RENDER_PATH) {
          return render.handle(request, reply, version, file.slice(1), target.query);
        }
        // The version's build for Node (its render service's) is not for browsers.
        if (file[0] === SERVER_DIR) return plain(reply, 404);
        return sendContained(reply, layout.versionDir(app, version), file, IMMUTABLE);
      }

      const composition = live?.();
      if (!composition) return plain(reply, 503, 'No composition is deployed yet.\n');
      const [first = '', second = '', ...rest] = target.segments;
      if (first === 'v' && target.segments.length > 2) {
        if (!NAME.test(second)) return plain(reply, 404);
        return sendContained(reply, layout.versionDir('shell', second), rest, IMMUTABLE);
      }
      if (target.path === '/remotes.json') {
        // The one answer of the shell that other origins may read. (A CORS plugin on the shell
        // would send `Vary: Origin` with every page, or CORS with the API's answers it forwards.)
        reply.header('Access-Control-Allow-Origin', '*');
        return sendContained(reply, composition.dir, [REMOTES_FILE], REVALIDATE);
      }
      if (sitemap?.owns(target.path)) {
        // The works' pages too, listed by the API; the composed sitemap when it cannot be read.
        const site = layout.readConfig()?.site.replace(/\/$/, '');
        const answer = site ? await sitemap.answer(target.path, site) : undefined;
        if (answer) {
          return reply
            .code(answer.status)
            .header('Cache-Control', answer.status === 200 ? REVALIDATE : NEVER)
            .type('application/xml; charset=utf-8')
            .send(answer.xml);
        }
      }
      if (target.path === '/sitemap.xml' || target.path === '/robots.txt') {
        return sendContained(reply, composition.dir, [first], REVALIDATE);
      }

      const site = parseSitePath(target.path);
      if (site.kind === 'redirect') {
        return reply
          .code(301)
          .header('Cache-Control', REVALIDATE)
          .redirect(`${encodePath(site.location)}${target.query}`, 301);
      }
      // A page's own policy, which allows the styles it inlines (a page of its remote that is not
      // found is the shell's 404 page, whose styles every page inlines).
      reply.header(
        'Content-Security-Policy',
        (site.kind === 'page' && composition.pageCsp[site.route.id]) || composition.csp,
      );
      if (site.kind === 'not-found') {
        // An unprefixed address that is no page: the 404 page in the remembered language, as
        // every unprefixed page is (a prefixed one names its language).
        let language = site.language;
        if (!addressLanguage(target.path).prefixed) {
          byCookie.add(reply);
          language = rememberedLanguage(request) ?? language;
        }
        return sendNotFound(reply, composition.dir, language, encodingFor(request));
      }
      if (site.language === DEFAULT_LANGUAGE) {
        // An unprefixed address: it answers differently by the remembered language.
        byCookie.add(reply);
        const remembered = rememberedLanguage(request);
        if (remembered && remembered !== DEFAULT_LANGUAGE) {
          const location = `/${languagePrefix(remembered)}${encodePath(target.path)}${target.query}`;
          return reply.code(302).header('Cache-Control', REVALIDATE).redirect(location, 302);
        }
      }
      if (fragments && isLive(site.route)) {
        return answerLivePage(reply, {
          composition,
          fragments,
          route: site.route,
          language: site.language,
          param: site.param,
          query: target.query,
          encoding: encodingFor(request),
        });
      }
      return sendContained(
        reply,
        composition.dir,
        [PAGES_DIR, site.language, `${site.route.id}.html`],
        REVALIDATE,
      );
    },
  });
  return server;
}

/**
 * A data page's template in the live composition, read once (null when the composition has none).
 * @param {{ dir: string, templates: Map<string, LiveTemplate | null> }} composition
 * @param {Language} language @param {string} id
 */
function liveTemplate(composition, language, id) {
  const key = `${language}/${id}`;
  let template = composition.templates.get(key);
  if (template === undefined) {
    try {
      template = JSON.parse(
        readFileSync(join(composition.dir, LIVE_DIR, language, `${id}.json`), 'utf8'),
      );
    } catch {
      template = null;
    }
    composition.templates.set(key, template ?? null);
  }
  return template ?? null;
}

/**
 * Answers a data page: the composition's frame for it, with the page's HTML rendered for this
 * request by its remote (its known parameters normalised, through the fragment cache), and the
 * head that HTML describes. When the remote does not answer within the deadline, or fails, or the
 * query is one the server does not render, the answer is at once the fallback, marked as such in
 * the head (`FRAGMENT_SOURCE_META`): the HTML composed at deploy time, or none (the page renders
 * in the browser). A work that does not exist answers the translated 404 page (410 withdrawn).
 * @param {FastifyReply} reply
 * @param {{ composition: NonNullable<ReturnType<ReturnType<typeof liveComposition>>>, fragments: ReturnType<typeof import('./liveFragments.mjs').createLiveFragments>, route: LiveRoute, language: Language, param: string | undefined, query: string, encoding: string | null }} options
 */
async function answerLivePage(reply, options) {
  const { composition, fragments, route, language, param, query, encoding } = options;
  const template = liveTemplate(composition, language, route.id);
  if (!template) return sendNotFound(reply, composition.dir, language, encoding);
  const params = liveParameters(route, query);
  const entry = composition.remotes[route.remote];
  /** @type {import('./liveFragments.mjs').FragmentRequest | undefined} */
  const request =
    params !== null && entry !== undefined
      ? {
          app: route.app,
          entry,
          composition: composition.id,
          page: route.id,
          param,
          language,
          params,
        }
      : undefined;
  const asked = performance.now();
  const answer = request
    ? await fragments.get(request)
    : /** @type {const} */ ({
        kind: 'fallback',
        reason: entry === undefined ? 'error' : 'unrendered',
      });
  const page = { route, param };
  const waited = performance.now() - asked;
  reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (answer.kind === 'fragment') {
    const { fragment } = answer;
    if (fragment.status !== 200) {
      return sendNotFound(reply, composition.dir, language, encoding, fragment.status);
    }
    const chosen = encoding === 'br' || encoding === 'gzip' ? encoding : 'identity';
    let body = answer.entry.bodies.get(chosen);
    if (!body) {
      const { head } = fragment;
      const described = headTags({
        ...template.described,
        page,
        title: head.title
          ? documentTitle(head.title, template.described.siteName)
          : template.described.title,
        description: head.description ?? template.described.description,
        ...(head.openGraph ? { openGraph: head.openGraph } : {}),
        source: 'request',
      });
      body = encode(assembleLivePage(template, { described, html: fragment.html, param }), chosen);
      if (request) fragments.keep(request, answer.entry, chosen, body);
    }
    if (chosen !== 'identity') reply.header('Content-Encoding', chosen);
    return reply
      .code(200)
      .header('Cache-Control', REVALIDATE)
      .header('Server-Timing', fragmentTiming('request', waited))
      .send(body);
  }
  // The fallback: what the composition holds, never kept by a cache (the next visitor may get the
  // page rendered for the request).
  /** @type {FragmentSource} */
  const source = `${template.fragment === null || hasParameter(route) ? 'browser' : 'deploy'}:${answer.reason}`;
  const described = headTags({ ...template.described, page, source });
  const html = hasParameter(route) ? null : template.fragment;
  const chosen = encoding === 'br' || encoding === 'gzip' ? encoding : 'identity';
  // A fallback is the same for every query of a page: under load it is composed and compressed
  // once, not once a visitor (a server past its deadlines must get cheaper, not dearer).
  const key = JSON.stringify([language, route.id, param ?? null, source, chosen]);
  let body = composition.fallbacks.get(key);
  if (!body) {
    body = encode(assembleLivePage(template, { described, html, param }), chosen);
    if (composition.fallbacks.size >= KEPT_FALLBACKS) {
      const oldest = composition.fallbacks.keys().next().value;
      if (oldest !== undefined) composition.fallbacks.delete(oldest);
    }
    composition.fallbacks.set(key, body);
  }
  if (chosen !== 'identity') reply.header('Content-Encoding', chosen);
  return reply
    .code(200)
    .header('Cache-Control', NEVER)
    .header('Server-Timing', fragmentTiming(source, waited))
    .send(body);
}

/**
 * A composed answer in an encoding: Brotli at a quality quick enough for a request, gzip, or as is.
 * @param {string} html @param {string} encoding
 */
function encode(html, encoding) {
  const body = Buffer.from(html);
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
}

/**
 * A decoded path as a Location can carry it: each segment percent-encoded again, so `/pt-br/ä`
 * leads to `/%C3%A4` (a header holds no such character; Node refuses one above U+00FF).
 * @param {string} path
 */
function encodePath(path) {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * Answers a request the HTTP parser could not read (headers too large: 431, too slow: 408,
 * anything else: 400) and closes its connection, saying so: Fastify's own handler leaves out
 * `Connection: close`, so a keep-alive client sends its next request on a connection that is
 * gone ("socket hang up").
 * @param {Error & { code?: string }} error
 * @param {import('node:net').Socket} socket
 * @param {Record<string, string>} siteHeaders
 */
function refuseUnreadable(error, socket, siteHeaders) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  if (socket.writable) {
    const body = `${status}\n`;
    const headers = {
      ...siteHeaders,
      'Cache-Control': NEVER,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(body.length),
      Connection: 'close',
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}

/**
 * What @fastify/send is told for one request. A suffix range longer than the file (`bytes=-N`,
 * N ≥ its size) asks for the whole file (RFC 9110 §14.1.3), which it would answer 416: `onFile`
 * is called with the very file it is about to send (the file or its precompressed copy) before it
 * reads the Range header, so such a range is read there as `bytes=0-`.
 * @param {import('node:http').IncomingMessage} raw
 * @returns {import('@fastify/static').SendOptions | undefined}
 */
function sendOptions(raw) {
  if (!raw.headers.range?.startsWith('bytes=-')) return undefined;
  const onFile = (/** @type {string} */ _path, /** @type {import('node:fs').Stats} */ stat) => {
    const suffix = /^bytes=-(\d+)$/.exec(raw.headers.range ?? '');
    if (suffix && stat.size > 0 && Number(suffix[1]) >= stat.size) raw.headers.range = 'bytes=0-';
  };
  // `onFile` is @fastify/send's own option; @fastify/static passes it on but does not declare it.
  return /** @type {import('@fastify/static').SendOptions} */ ({ onFile });
}

/**
 * The translated 404 page of a language, with status 404 (or 410, a work withdrawn), in the
 * encoding the request accepts.
 * @param {FastifyReply} reply @param {string} dir @param {string} language @param {string | null} encoding
 * @param {404 | 410} [status]
 */
function sendNotFound(reply, dir, language, encoding, status = 404) {
  const base = join(dir, PAGES_DIR, language, '404.html');
  const variant = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
  let body;
  try {
    body = readFileSync(`${base}${variant}`);
  } catch {
    body = readFileSync(base);
    encoding = 'identity';
  }
  reply
    .code(status)
    .header('Cache-Control', REVALIDATE)
    .header('Vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (encoding === 'br' || encoding === 'gzip') reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

// @ts-check
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import Podlet from '@podium/podlet';
import { HttpIncoming } from '@podium/utils';
import {
  DEFAULT_LANGUAGE,
  federationName,
  hasParameter,
  isLanguage,
  isLive,
  isPageParameter,
  liveParameters,
  pagePath,
  ROUTES,
} from '@fair/shared/site';
import { RENDER_MODULE } from '../vite/pageFragments.mjs';
import { renderFaults, SLOW_RENDER_MS } from './faults.mjs';
import { HEAD_HEADER, RENDER_PATH } from './renderContract.mjs';
import { watchedJson } from './watchedFile.mjs';

/** @import { FastifyReply, FastifyRequest } from 'fastify' */
/** @import { Layout } from '../layout/layout.mjs' */
/** @import { LiveRoute } from '@fair/shared/site' */
/** @import { RenderAnswer, RenderRequest } from './renderWorker.mjs' */

/** The longest a render may take (its API reads included) before it counts as failed. */
export const RENDER_TIMEOUT_MS = 5_000;
/** The longest a render waits for the API; it then renders the page's "unavailable" state. */
export const RENDER_API_TIMEOUT_MS = 2_000;
/** How long after a version's worker ended another is started for it, at the soonest. */
export const WORKER_RESTART_PAUSE_MS = 5_000;

/** Renders one worker takes on at once; past that a request is refused at once (503). */
export const MAX_RENDERS_IN_FLIGHT = 64;

const WORKER = fileURLToPath(new URL('./renderWorker.mjs', import.meta.url));

/**
 * One version's render worker: a worker thread running that version's own server build. A render
 * that takes longer than `RENDER_TIMEOUT_MS` means the worker is stuck (its reads of the API give
 * up sooner): it is ended, and the next render starts a new one.
 */
class RenderWorker {
  /** @param {{ version: string, module: string, api: string, baseUrl: string }} options */
  constructor({ version, module, api, baseUrl }) {
    this.version = version;
    this.dead = false;
    /** When it ended (Date.now()), for the pause before another is started. */
    this.endedAt = 0;
    /** @type {Map<number, { resolve: (answer: RenderAnswer) => void, reject: (error: Error) => void, timer: NodeJS.Timeout }>} */
    this.pending = new Map();
    this.next = 1;
    this.worker = new Worker(WORKER, {
      workerData: { module, api, baseUrl, apiTimeoutMs: RENDER_API_TIMEOUT_MS },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    /** @type {Promise<void>} */
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (/** @type {RenderAnswer | { ready: true }} */ message) => {
        if ('ready' in message) return resolve();
        const waiting = this.pending.get(message.id);
        if (!waiting) return;
        this.pending.delete(message.id);
        clearTimeout(waiting.timer);
        waiting.resolve(message);
      });
      const fail = (/** @type {Error} */ error) => {
        if (!this.dead) this.endedAt = Date.now();
        this.dead = true;
        reject(error);
        for (const waiting of this.pending.values()) {
          clearTimeout(waiting.timer);
          waiting.reject(error);
        }
        this.pending.clear();
      };
      this.worker.on('error', fail);
      this.worker.on('exit', (code) => fail(new Error(`the render worker exited (${code})`)));
    });
    this.ready.catch((error) => console.error(`[render ${version}]`, error));
  }

  /**
   * @param {Omit<RenderRequest, 'id'>} request
   * @returns {Promise<RenderAnswer>}
   */
  render(request) {
    if (this.dead) return Promise.reject(new Error('the render worker has ended'));
    if (this.pending.size >= MAX_RENDERS_IN_FLIGHT) {
      return Promise.reject(Object.assign(new Error('too many renders at once'), { busy: true }));
    }
    const id = this.next++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`no render within ${RENDER_TIMEOUT_MS} ms: the worker is stuck`));
        this.close();
      }, RENDER_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      this.ready.then(
        () => this.worker.postMessage({ id, ...request }),
        (/** @type {Error} */ error) => reject(error),
      );
    });
  }

  close() {
    if (this.dead) return;
    this.dead = true;
    this.endedAt = Date.now();
    void this.worker.terminate();
  }
}

/**
 * A remote's render service, in its server's process: the data pages of the remote's live
 * version (the app table's `live` pages) rendered at request time by that version's own server
 * build, in one worker thread. It speaks Podium's podlet contract (`@podium/podlet`): a manifest
 * naming the version (`/<version>/render/manifest.json`), the page's content at
 * `/<version>/render/<page id>[/<value>]?<the page's known parameters>`, the language in the
 * Podium context (`podium-locale`), the version in `podlet-version`, and what the page says about
 * itself in `HEAD_HEADER`; a work that does not exist answers 404 (410 withdrawn).
 *
 * Only the live version renders (`current.json`, looked at every second and on every request):
 * when a deploy or a rollback switches it, the new version's worker starts and the old one ends.
 * Another version's render answers 404, so a shell that asks for a version that is no longer live
 * takes its fallback. A render that fails answers 500; too many at once, 503.
 * @param {{ layout: Layout, app: string, api: string, publicUrl: () => string | undefined }} options
 *   `publicUrl`: the app's public address (its versions' files, for a page's data files)
 */
export function createRenderService({ layout, app, api, publicUrl }) {
  const routes = /** @type {LiveRoute[]} */ (
    ROUTES.filter((route) => route.app === app && isLive(route))
  );
  if (routes.length === 0) return undefined;
  const liveVersion = watchedJson(layout.currentFile, (value) => {
    const version = /** @type {{ versions?: Record<string, unknown> }} */ (value).versions?.[app];
    return typeof version === 'string' ? version : undefined;
  });
  const fault = renderFaults(layout.faultsFile, app);
  /** @type {RenderWorker | undefined} */
  let worker;
  /** @type {Map<string, Podlet>} */
  const podlets = new Map();

  /** The live version's worker, started when it is not running (the old version's ends). */
  const workerFor = (/** @type {string} */ version) => {
    if (worker && worker.version === version && !worker.dead) return worker;
    // A version whose build cannot start (missing, or throwing as it loads) would otherwise start
    // a worker thread for every request: its renders fail for a while instead.
    if (
      worker &&
      worker.version === version &&
      Date.now() - worker.endedAt < WORKER_RESTART_PAUSE_MS
    )
      return worker;
    worker?.close();
    worker = new RenderWorker({
      version,
      module: `${layout.versionDir(app, version)}/${RENDER_MODULE}`,
      api,
      baseUrl: `${publicUrl() ?? ''}/${version}/`,
    });
    return worker;
  };
  const follow = () => {
    const version = liveVersion();
    if (version === undefined) {
      worker?.close();
      worker = undefined;
    } else if (worker?.version !== version) {
      workerFor(version);
    }
  };
  follow();
  const watch = setInterval(follow, 1_000);
  watch.unref();

  const podletFor = (/** @type {string} */ version) => {
    let podlet = podlets.get(version);
    if (!podlet) {
      podlets.clear(); // one live version at a time
      podlet = new Podlet({
        name: federationName(app),
        version,
        pathname: `/${version}/${RENDER_PATH}`,
        manifest: '/manifest.json',
        content: '/',
        development: false,
      });
      podlets.set(version, podlet);
    }
    return podlet;
  };

  /**
   * @param {FastifyRequest} request
   * @param {FastifyReply} reply
   * @param {string} version
   * @param {string[]} rest the path after `/<version>/render/`
   * @param {string} query
   */
  async function handle(request, reply, version, rest, query) {
    const plain = (/** @type {number} */ status) =>
      reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${status}\n`);
    if (version !== liveVersion()) return plain(404);
    const playing = fault(request.url);
    if (playing === 'down') {
      // As if the service were gone: the connection closes unanswered.
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    const podlet = podletFor(version);
    if (rest.length === 1 && rest[0] === 'manifest.json') {
      return reply
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(podlet));
    }
    const [id, value, ...more] = rest;
    const route = routes.find((candidate) => candidate.id === id);
    if (!route || more.length > 0) return plain(404);
    const param = hasParameter(route) ? value : undefined;
    if (hasParameter(route) ? !isPageParameter(value) : value !== undefined) return plain(404);
    const incoming = await podlet.process(new HttpIncoming(request.raw, reply.raw), {
      proxy: false,
    });
    const language = incoming.context.locale;
    const params = liveParameters(route, query);
    if (!isLanguage(language) || params === null) return plain(400);
    if (playing === 'slow') await sleep(SLOW_RENDER_MS);
    if (playing === 'fail') return plain(500);
    let answer;
    try {
      answer = await workerFor(version).render({
        page: route.id,
        language,
        pathname: pagePath(route, DEFAULT_LANGUAGE, param),
        search: params.length > 0 ? `?${new URLSearchParams(params)}` : '',
        ...(playing === 'api-down' ? { apiDown: true } : {}),
      });
    } catch (error) {
      console.error(`[${app}] render of ${route.id} failed:`, error);
      return plain(/** @type {{ busy?: boolean }} */ (error).busy ? 503 : 500);
    }
    if (!answer.ok) {
      console.error(`[${app}] render of ${route.id} failed:`, answer.error);
      return plain(500);
    }
    const status = answer.head.status ?? 200;
    return reply
      .code(status)
      .header('podlet-version', version)
      .header(HEAD_HEADER, encodeURIComponent(JSON.stringify(answer.head)))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(status === 200 ? answer.html : '');
  }

  return {
    handle,
    /** The live version's worker, for tests: which version renders. */
    renderingVersion: () => (worker && !worker.dead ? worker.version : undefined),
    close() {
      clearInterval(watch);
      worker?.close();
    },
  };
}

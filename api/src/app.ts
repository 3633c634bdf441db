import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import ajvFormats from 'ajv-formats';
import { SERVER_TIMING_NAME } from '@fair/shared/site';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { Type } from 'typebox';
import apiPackage from '../package.json';
import type { ApiConfig } from './config';
import { catalogueRoutes } from './catalogue/routes';
import { PostgresCatalogueSearch } from './catalogue/postgresSearch';
import { CachedCatalogueSearch } from './catalogue/cachedSearch';
import type { CatalogueSearch } from './catalogue/search';
import type { Database } from './db/database';
import { errorHandler, Problem, problemTitle, sendProblem, toProblem } from './http/problems';
import { PROBLEM_SLUGS, PROBLEM_STATUS, type ProblemSlug } from './http/problemTypes';
import { SharedRateLimitStore } from './http/rateLimitStore';
import { redactedUrl } from './http/redact';
import type { Api, ApiContext } from './http/types';
import { licenceRoutes } from './licences/routes';
import { DemoPaymentProvider, type PaymentProvider } from './payments/paymentProvider';
import { platformRoutes } from './platforms/routes';
import { keyRoutes } from './signing/routes';
import { resolveCaller } from './accounts/auth';
import { accountRoutes } from './accounts/routes';
import { consoleRoutes } from './console/routes';
import { studioRoutes } from './studio/routes';
import { signingKey } from './signing/signingKeys';

/** The largest request body the API reads (product rules §8). */
export const BODY_LIMIT_BYTES = 16 * 1024;

export interface ApiOptions extends Pick<
  ApiConfig,
  'rateLimits' | 'trustProxy' | 'logLevel' | 'siteOrigin'
> {
  db: Database;
  search?: CatalogueSearch;
  payments?: PaymentProvider;
  now?: () => Date;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
}

/**
 * The marketplace's API as a Fastify instance, not yet listening (tests use `inject`). Every
 * request and answer has a TypeBox schema, which validates it (Ajv with no coercion and no
 * silent removal: an unknown field is refused), types the handler and writes the OpenAPI
 * document (`/api/openapi.json`, reference page `/api/docs`). Every error is a problem document.
 */
export async function buildApi(options: ApiOptions): Promise<Api> {
  const logger: FastifyServerOptions['logger'] = {
    level: options.logLevel,
    ...(options.logStream ? { stream: options.logStream } : {}),
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: redactedUrl(request.url),
      }),
    },
  };
  const api = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy,
    return503OnClosing: true,
    // What the router refuses before any route (a path parameter too long, a malformed address)
    // is a problem document like every other answer.
    frameworkErrors: (error, _request, reply) => sendProblem(reply, toProblem(error)),
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: false,
        allErrors: true,
      },
      plugins: [ajvFormats.default ?? ajvFormats],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const context: ApiContext = {
    db: options.db,
    search:
      options.search ??
      new CachedCatalogueSearch(new PostgresCatalogueSearch(options.db), options.db),
    payments: options.payments ?? new DemoPaymentProvider(),
    now: options.now ?? (() => new Date()),
    rateLimits: options.rateLimits,
    siteOrigin: options.siteOrigin,
  };
  // Loaded (or made) once, before the first request: a transaction never waits for it.
  const signing = await signingKey(options.db);

  // The API reads JSON only: any other body is 415 (Fastify would read text/plain as a string).
  api.removeContentTypeParser('text/plain');
  api.setErrorHandler(errorHandler);
  api.setNotFoundHandler((request, reply) =>
    sendProblem(
      reply,
      new Problem('not-found', `No ${request.method} ${redactedUrl(request.url)}.`),
    ),
  );
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    // How long the API took (Server-Timing, which browsers give a page in its resource timing
    // and show in their tools): what a slow answer owes to the API rather than to the way there.
    // Not on an answer kept by caches, which would repeat one request's time to every reader.
    if (!/\bpublic\b/.test(String(reply.getHeader('Cache-Control')))) {
      reply.header('Server-Timing', `${SERVER_TIMING_NAME};dur=${reply.elapsedTime.toFixed(1)}`);
    }
    return payload;
  });

  await api.register(helmet, {
    // The reference page's scripts and styles are files of its own origin.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
      },
    },
  });
  await api.register(cookie);
  // Who is calling (session, API key) is known before the rate limits count the request.
  resolveCaller(api, context);
  await api.register(rateLimit, {
    global: false,
    store: SharedRateLimitStore,
    cache: 100_000,
    errorResponseBuilder: (_request, limits) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Rate limit exceeded: retry in ${limits.after}.`,
    }),
  });
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fair Licensing marketplace API',
        version: apiPackage.version,
        description:
          'Works, quotes, licences and their verification. Amounts are integer euro cents; dates are ISO 8601 in UTC. Errors are RFC 9457 problem documents whose `type` is stable.',
      },
      servers: [{ url: '/' }],
      tags: [
        { name: 'catalogue', description: 'Works, platforms and search' },
        { name: 'licences', description: 'Quotes, purchases, a buyer’s licences and expansions' },
        { name: 'verification', description: 'Public checks of a licence by its code' },
        {
          name: 'accounts',
          description: 'Authors’ and distributors’ accounts: passkeys and sessions',
        },
        { name: 'studio', description: 'An author’s works and sales' },
        { name: 'console', description: 'A distributor’s platforms, licences and API keys' },
      ],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'fair_session',
            description:
              'A session: sign in with a passkey (`/api/sessions`). A state-changing request that carries it must come from the site (`Origin`).',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A distributor’s API key (created in its console): higher rate limits, and on `/api/works` and `/api/verify` the distributor’s own view.',
          },
        },
      },
    },
  });
  await api.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  api.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return api.swagger();
  });

  api.get(
    '/api/problems/:slug',
    { schema: { hide: true, params: Type.Object({ slug: Type.String({ maxLength: 60 }) }) } },
    async (request, reply) => {
      const slug = request.params.slug as ProblemSlug;
      if (!PROBLEM_SLUGS.includes(slug)) throw new Problem('not-found');
      reply.header('Cache-Control', 'public, max-age=86400');
      return {
        type: `/api/problems/${slug}`,
        title: problemTitle(slug),
        status: PROBLEM_STATUS[slug],
      };
    },
  );

  api.get('/api/health', { schema: { hide: true } }, async () => {
    await options.db.query('SELECT 1');
    return { ok: true, database: options.db.engine };
  });

  catalogueRoutes(api, context);
  platformRoutes(api, context);
  licenceRoutes(api, context, signing);
  keyRoutes(api, context);
  accountRoutes(api, context);
  studioRoutes(api, context);
  consoleRoutes(api, context);
  return api;
}

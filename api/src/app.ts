import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import ajvFormats from 'ajv-formats';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { Type } from 'typebox';
import apiPackage from '../package.json';
import type { ApiConfig } from './config';
import { catalogueRoutes } from './catalogue/routes';
import { PostgresCatalogueSearch } from './catalogue/postgresSearch';
import type { CatalogueSearch } from './catalogue/search';
import type { Database } from './db/database';
import { errorHandler, Problem, problemTitle, sendProblem } from './http/problems';
import { PROBLEM_SLUGS, PROBLEM_STATUS, type ProblemSlug } from './http/problemTypes';
import { redactedUrl } from './http/redact';
import type { Api, ApiContext } from './http/types';
import { licenceRoutes } from './licences/routes';
import { DemoPaymentProvider, type PaymentProvider } from './payments/paymentProvider';
import { platformRoutes } from './platforms/routes';
import { keyRoutes } from './signing/routes';
import { signingKey } from './signing/signingKeys';

/** The largest request body the API reads (product rules §8). */
export const BODY_LIMIT_BYTES = 16 * 1024;

export interface ApiOptions extends Pick<ApiConfig, 'rateLimits' | 'trustProxy' | 'logLevel'> {
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
    search: options.search ?? new PostgresCatalogueSearch(options.db),
    payments: options.payments ?? new DemoPaymentProvider(),
    now: options.now ?? (() => new Date()),
    rateLimits: options.rateLimits,
  };
  // Loaded (or made) once, before the first request: a transaction never waits for it.
  const signing = await signingKey(options.db);

  api.setErrorHandler(errorHandler);
  api.setNotFoundHandler((request, reply) =>
    sendProblem(
      reply,
      new Problem('not-found', `No ${request.method} ${redactedUrl(request.url)}.`),
    ),
  );
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
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
  await api.register(rateLimit, {
    global: false,
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
      ],
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
  return api;
}

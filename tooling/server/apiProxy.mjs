// @ts-check
import httpProxy from '@fastify/http-proxy';
import { API_SERVICE } from '@fair/shared/site';

/** @import { FastifyInstance } from 'fastify' */

/**
 * Forwards `/api/…` to the API, so the browser talks to one origin (in production the CDN routes
 * `/api/` the same way). The client's address travels in `X-Forwarded-For`, set here from the
 * connection (whatever a client sent in that header is replaced, so no one can pretend to be
 * another address); the API believes it only from this loopback hop. When the API is down the
 * answer is a 503 problem document, like the API's own.
 * @param {FastifyInstance} server
 * @param {{ upstream: string }} options the API's address, e.g. `http://localhost:4180`
 */
export async function registerApiProxy(server, { upstream }) {
  const prefix = API_SERVICE.pathPrefix.replace(/\/$/, '');
  await server.register(httpProxy, {
    upstream,
    prefix,
    rewritePrefix: prefix,
    // The API reads and limits bodies itself (16 kB); this hop only passes them on.
    proxyPayloads: true,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.headers.host ?? '',
      }),
      // The page translates a problem by its type; what failed inside stays in this server's log.
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'the API cannot be reached');
        const unavailable = { type: '/api/problems/unavailable', status: 503 };
        void reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .type('application/problem+json; charset=utf-8')
          .send(JSON.stringify(unavailable));
      },
    },
  });
}

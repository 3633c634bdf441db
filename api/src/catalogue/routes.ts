import { PUBLIC } from '../accounts/access';
import { Problem } from '../http/problems';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  ProblemDocument,
  Work,
  WorkId,
  WorkIdsPage,
  WorksPage,
  WorksQuery,
} from '../http/schemas';
import { limit, type Api, type ApiContext } from '../http/types';
import { Type } from 'typebox';
import { InvalidCursor } from './search';
import { findWork, publicWork, workIdsPage } from './works';
import { SITEMAP_WORKS_PER_FILE } from '@fair/shared/site';

/** The catalogue: search with filters, facets and pages, and one work by id. */
export function catalogueRoutes(api: Api, context: ApiContext) {
  api.get(
    '/api/works',
    {
      config: limit(context, 'reads'),
      schema: {
        ...PUBLIC,
        summary: 'Search the catalogue',
        description:
          '`q` matches titles and authors (descriptions rank lower), ignoring case and accents; the last word matches as a prefix. Without `q` the newest come first. With a distributor’s API key, only the works its platforms may distribute.',
        security: [{}, { apiKey: [] }],
        tags: ['catalogue'],
        querystring: WorksQuery,
        response: { 200: WorksPage, 400: ProblemDocument },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const size = query.limit === undefined ? DEFAULT_PAGE_SIZE : Number(query.limit);
      if (size > MAX_PAGE_SIZE) {
        throw new Problem('invalid-request', `limit is at most ${MAX_PAGE_SIZE}.`, {
          errors: [{ pointer: '/querystring/limit', code: 'maximum', limit: MAX_PAGE_SIZE }],
        });
      }
      const q = query.q ?? '';
      try {
        const page = await context.search.search({
          q,
          type: query.type,
          language: query.language,
          sort: query.sort ?? (q.trim() ? 'relevance' : 'newest'),
          // With a distributor's API key: only the works its platforms may distribute.
          ...(request.apiKey ? { platforms: request.apiKey.platforms } : {}),
          limit: size,
          cursor: query.cursor,
        });
        reply.header('Cache-Control', 'no-cache');
        return page;
      } catch (error) {
        if (error instanceof InvalidCursor) {
          throw new Problem('invalid-request', error.message, {
            errors: [{ pointer: '/querystring/cursor', code: 'invalid' }],
          });
        }
        throw error;
      }
    },
  );

  api.get(
    '/api/works/:id',
    {
      config: limit(context, 'reads'),
      schema: {
        ...PUBLIC,
        summary: 'One work',
        tags: ['catalogue'],
        params: Type.Object({ id: WorkId }),
        response: { 200: Work, 404: ProblemDocument, 410: ProblemDocument },
      },
    },
    async (request, reply) => {
      const work = await findWork(context.db, request.params.id);
      if (!work) throw new Problem('work-not-found');
      if (work.withdrawnAt) throw new Problem('work-withdrawn');
      reply.header('Cache-Control', 'no-cache');
      return publicWork(work);
    },
  );

  api.get(
    '/api/work-ids',
    {
      config: limit(context, 'reads'),
      schema: {
        ...PUBLIC,
        summary: 'The ids of the works on sale, a page at a time',
        description:
          'In id order, withdrawn works left out, `pageSize` a page (the works one sitemap file lists); `total` is how many there are. For sitemaps and integrations that list the whole catalogue.',
        tags: ['catalogue'],
        querystring: Type.Object(
          { page: Type.Optional(Type.String({ pattern: '^(0|[1-9][0-9]{0,5})$' })) },
          { additionalProperties: false },
        ),
        response: { 200: WorkIdsPage, 400: ProblemDocument },
      },
    },
    async (request, reply) => {
      const page = Number(request.query.page ?? '0');
      const { ids, total } = await workIdsPage(context.db, page, SITEMAP_WORKS_PER_FILE);
      reply.header('Cache-Control', 'no-cache');
      return { ids, total, pageSize: SITEMAP_WORKS_PER_FILE };
    },
  );
}

import { Type } from 'typebox';
import { Platform } from '../http/schemas';
import { limit, type Api, type ApiContext } from '../http/types';
import { listPlatforms } from './platforms';

export function platformRoutes(api: Api, context: ApiContext) {
  api.get(
    '/api/platforms',
    {
      config: limit(context, 'reads'),
      schema: {
        summary: 'The platforms and the distribution fee each sets per licence',
        tags: ['catalogue'],
        response: { 200: Type.Object({ platforms: Type.Array(Platform) }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { platforms: await listPlatforms(context.db) };
    },
  );
}

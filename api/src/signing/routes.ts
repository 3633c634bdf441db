import { Jwks } from '../http/schemas';
import { limit, type Api, type ApiContext } from '../http/types';
import { publicKeys } from './signingKeys';

export function keyRoutes(api: Api, context: ApiContext) {
  api.get(
    '/api/keys',
    {
      config: limit(context, 'reads'),
      schema: {
        summary: 'The keys that sign certificates',
        description:
          'A JWK Set of Ed25519 public keys. A certificate’s `signature` verifies against the key of its `kid`, over the RFC 8785 canonical JSON of its `payload`.',
        tags: ['verification'],
        response: { 200: Jwks },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return { keys: await publicKeys(context.db) };
    },
  );
}

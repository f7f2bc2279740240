import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TOKEN_SCOPES } from '@mediawatch/shared/permissions';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** How an integration uses a personal API token, as the OpenAPI document tells it (docs/decisions/0055-api-tokens.md). */
const API_TOKEN_HELP = [
  'A personal API token, for scripts and other tools: create one on the account page (/dashboard/account),',
  'copy its secret (shown once) and send it as `Authorization: Bearer mwt_...`.',
  'Each route that accepts tokens lists the scope it needs in this scheme and in `x-token-scope`,',
  `one of ${TOKEN_SCOPES.map((scope) => `\`${scope}\``).join(', ')} (\`read\`: every list and analysis);`,
  "the account's role must hold the scope's permission too.",
  'A token never reaches the account, user or token routes. An expired or revoked token is a 401, a missing scope a 403;',
  'requests are rate-limited per token (MEDIAWATCH_API_TOKEN_RATE, 600 a minute by default), past which the answer is 429 with Retry-After.',
].join(' ');

/** OpenAPI from the routes' zod schemas: the UI at /api/docs, the document at /api/docs/json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Mediawatch API',
          description: 'The HTTP API of Mediawatch, the news and media-monitoring dashboard.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiToken: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'mwt_<secret>',
              description: API_TOKEN_HELP,
            },
          },
        },
        tags: [
          { name: 'auth', description: 'Sign in, register, current user, sign out' },
          { name: 'token', description: 'Personal API tokens for integrations (created and revoked only from a signed-in session)' },
          { name: 'system', description: 'Health' },
        ],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);

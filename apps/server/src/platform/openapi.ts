import swagger from '@fastify/swagger';
import { API_BASE } from '@frontdesk/contracts/paths';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the same zod contracts that validate every request, so the
 * documentation cannot drift from the API. Served at /api/v1/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Frontdesk API',
        version: '1.0.0',
        description:
          'The public conversation API (authenticate with a public API key in the Authorization header) and the dashboard API (Bearer access token).',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'Authorization' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get(`${API_BASE}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
}

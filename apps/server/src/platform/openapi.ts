import { API_BASE } from '@frontdesk/contracts/paths';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';

const OPENAPI = {
  info: {
    title: 'Frontdesk API',
    version: '1.0.0',
    description:
      'The public conversation API (authenticate with a public API key in the Authorization header) and the dashboard API (Bearer access token).',
  },
  servers: [{ url: '/' }],
  components: {
    securitySchemes: {
      apiKey: { type: 'apiKey' as const, in: 'header', name: 'Authorization' },
      bearer: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' },
    },
  },
};

/**
 * The OpenAPI document, generated from the same zod contracts that validate every request, so the
 * documentation cannot drift from the API. Served at /api/v1/openapi.json.
 *
 * It is made on the first request for it, not at start: @fastify/swagger and what it loads cost
 * about a third of a second of every start, for a document few ever ask for. Routes are noted as
 * they are added; the document is generated from them on an instance of its own.
 */
export function registerOpenApi(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  let document: Promise<unknown> | undefined;
  app.get(`${API_BASE}/openapi.json`, { schema: { hide: true } }, () => {
    document ??= generateDocument(routes);
    return document;
  });
}

async function generateDocument(routes: RouteOptions[]): Promise<unknown> {
  const [{ default: Fastify }, { default: swagger }] = await Promise.all([
    import('fastify'),
    import('@fastify/swagger'),
  ]);
  // HEAD routes were noted like any other: they are declared as they were, not made again.
  const describer = Fastify({ exposeHeadRoutes: false });
  describer.setValidatorCompiler(validatorCompiler);
  describer.setSerializerCompiler(serializerCompiler);
  await describer.register(swagger, { openapi: OPENAPI, transform: jsonSchemaTransform });
  await describer.register(async (scope) => {
    for (const { method, url, schema } of routes) {
      scope.route({ method, url, schema, handler: async () => undefined });
    }
  });
  await describer.ready();
  const generated = describer.swagger();
  await describer.close();
  return generated;
}

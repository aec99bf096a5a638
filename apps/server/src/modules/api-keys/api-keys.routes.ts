import {
  apiPaths,
  createApiKeySchema,
  createdApiKeySchema,
  listedApiKeySchema,
} from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../platform/auth/guard';
import { idParamsSchema } from '../../platform/params';
import type { ApiKeysService } from './api-keys.service';

export interface ApiKeyRoutesDeps {
  apiKeys: ApiKeysService;
}

/** Public API keys (organization scope). */
export function registerApiKeyRoutes(app: FastifyInstance, deps: ApiKeyRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];
  const service = deps.apiKeys;

  r.get(
    apiPaths.apiKeys.list,
    { schema: { tags, response: { 200: z.array(listedApiKeySchema) } } },
    async (request) => service.list(tenantOf(request).organizationId),
  );

  r.post(
    apiPaths.apiKeys.list,
    { schema: { tags, body: createApiKeySchema, response: { 201: createdApiKeySchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(tenantOf(request).organizationId, request.body)),
  );

  r.delete(
    apiPaths.apiKeys.byId.template,
    { schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await service.remove(tenantOf(request).organizationId, request.params.id);
      return reply.status(204).send();
    },
  );
}

import {
  apiPaths,
  createApiKeySchema,
  createdApiKeySchema,
  listedApiKeySchema,
} from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guards, tenantOf } from '../../platform/auth/guard';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { idParamsSchema } from '../../platform/params';
import { deleteApiKey, insertApiKey, listApiKeys } from './api-keys.store';

export function registerApiKeyRoutes(app: FastifyInstance, db: Database, guards: Guards) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];

  r.get(
    apiPaths.apiKeys.list,
    {
      preHandler: guards.organization,
      schema: { tags, response: { 200: z.array(listedApiKeySchema) } },
    },
    async (request) => listApiKeys(db, tenantOf(request).organizationId),
  );

  r.post(
    apiPaths.apiKeys.list,
    {
      preHandler: guards.organization,
      schema: { tags, body: createApiKeySchema, response: { 201: createdApiKeySchema } },
    },
    async (request, reply) => {
      const { name, description, allowedOrigins } = request.body;
      const created = await insertApiKey(db, tenantOf(request).organizationId, {
        name,
        description: description ?? '',
        allowedOrigins: [...new Set(allowedOrigins.map((origin) => origin.toLowerCase()))],
      });
      return reply.status(201).send(created);
    },
  );

  r.delete(
    '/api-keys/:id',
    { preHandler: guards.organization, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      if (!(await deleteApiKey(db, tenantOf(request).organizationId, request.params.id))) {
        throw new AppError('not_found', 'API key not found.');
      }
      return reply.status(204).send();
    },
  );
}

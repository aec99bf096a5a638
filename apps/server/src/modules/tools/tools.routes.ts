import {
  apiPaths,
  generatedSchemaSchema,
  generateSchemaSchema,
  toolSchema,
  toolViewSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../platform/auth/guard';
import { idParamsSchema } from '../../platform/params';
import type { ToolsService } from './tools.service';

export interface ToolRoutesDeps {
  tools: ToolsService;
}

/** The operator's HTTP tools (organization scope). */
export function registerToolRoutes(app: FastifyInstance, deps: ToolRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tools'];
  const service = deps.tools;

  r.get(
    apiPaths.tools.list,
    { schema: { tags, response: { 200: z.array(toolViewSchema) } } },
    async (request) => service.list(tenantOf(request).organizationId),
  );

  r.post(
    apiPaths.tools.list,
    { schema: { tags, body: toolSchema, response: { 201: toolViewSchema } } },
    async (request, reply) => {
      const { organizationId, userId } = tenantOf(request);
      return reply.status(201).send(await service.create(organizationId, userId, request.body));
    },
  );

  r.patch(
    apiPaths.tools.byId.template,
    {
      schema: { tags, params: idParamsSchema, body: toolSchema, response: { 200: toolViewSchema } },
    },
    async (request) => {
      const { organizationId, userId } = tenantOf(request);
      return service.update(organizationId, userId, request.params.id, request.body);
    },
  );

  r.delete(
    apiPaths.tools.byId.template,
    { schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await service.remove(tenantOf(request).organizationId, request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    apiPaths.tools.generateSchema,
    { schema: { tags, body: generateSchemaSchema, response: { 200: generatedSchemaSchema } } },
    async (request) => {
      const { organizationId, userId } = tenantOf(request);
      return service.generateSchema(organizationId, userId, request.body.text, request.log);
    },
  );
}

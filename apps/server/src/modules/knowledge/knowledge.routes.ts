import {
  apiPaths,
  contentItemSchema,
  createContentSchema,
  updateContentSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../platform/auth/guard';
import { idParamsSchema } from '../../platform/params';
import type { KnowledgeService } from './knowledge.service';

export interface KnowledgeRoutesDeps {
  knowledge: KnowledgeService;
}

/** The knowledge the operator answers from (organization scope). */
export function registerKnowledgeRoutes(app: FastifyInstance, deps: KnowledgeRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['knowledge'];
  const { knowledge } = deps;

  r.get(
    apiPaths.contents.list,
    { schema: { tags, response: { 200: z.array(contentItemSchema) } } },
    async (request) => knowledge.list(tenantOf(request).organizationId),
  );

  r.post(
    apiPaths.contents.list,
    { schema: { tags, body: createContentSchema, response: { 201: contentItemSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await knowledge.add(
            tenantOf(request).organizationId,
            request.body.text,
            request.body.language,
          ),
        ),
  );

  r.patch(
    apiPaths.contents.byId.template,
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateContentSchema,
        response: { 200: contentItemSchema },
      },
    },
    async (request) =>
      knowledge.changeLanguage(
        tenantOf(request).organizationId,
        request.params.id,
        request.body.language,
      ),
  );

  r.delete(
    apiPaths.contents.byId.template,
    { schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await knowledge.remove(tenantOf(request).organizationId, request.params.id);
      return reply.status(204).send();
    },
  );
}

import { apiPaths, knowledgeGapCheckSchema, knowledgeGapsSchema } from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../platform/auth/guard';
import type { KnowledgeGapsService } from './knowledge-gaps.service';

export interface KnowledgeGapsRoutesDeps {
  knowledgeGaps: KnowledgeGapsService;
}

/** A group's id is its key (hex, numbered when two groups share one); anything else is unknown. */
const gapParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{16}(-\d+)?$/) });

/** Unanswered questions, grouped (organization scope, issue 25). */
export function registerKnowledgeGapsRoutes(app: FastifyInstance, deps: KnowledgeGapsRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['knowledge'];
  const { knowledgeGaps } = deps;

  r.get(
    apiPaths.knowledgeGaps.list,
    { schema: { tags, response: { 200: knowledgeGapsSchema } } },
    async (request) => knowledgeGaps.list(tenantOf(request).organizationId),
  );

  r.post(
    apiPaths.knowledgeGaps.dismiss.template,
    { schema: { tags, params: gapParamsSchema } },
    async (request, reply) => {
      await knowledgeGaps.dismiss(tenantOf(request).organizationId, request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    apiPaths.knowledgeGaps.check.template,
    { schema: { tags, params: gapParamsSchema, response: { 200: knowledgeGapCheckSchema } } },
    async (request) => knowledgeGaps.check(tenantOf(request).organizationId, request.params.id),
  );
}

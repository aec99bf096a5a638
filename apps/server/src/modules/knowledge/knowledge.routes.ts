import { apiPaths, contentItemSchema, createContentSchema } from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Retriever } from '../../operator/retriever';
import { type Guards, tenantOf } from '../../platform/auth/guard';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { idParamsSchema } from '../../platform/params';
import { deleteContent, insertContent, listContents } from './knowledge.store';

export function registerKnowledgeRoutes(
  app: FastifyInstance,
  db: Database,
  guards: Guards,
  retriever: Retriever,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['knowledge'];

  r.get(
    apiPaths.contents.list,
    {
      preHandler: guards.organization,
      schema: { tags, response: { 200: z.array(contentItemSchema) } },
    },
    async (request) => listContents(db, tenantOf(request).organizationId),
  );

  r.post(
    apiPaths.contents.list,
    {
      preHandler: guards.organization,
      schema: { tags, body: createContentSchema, response: { 201: contentItemSchema } },
    },
    async (request, reply) => {
      const { organizationId } = tenantOf(request);
      const { item, passages } = await insertContent(db, organizationId, request.body.text);
      await retriever.index(organizationId, passages);
      return reply.status(201).send(item);
    },
  );

  r.delete(
    '/contents/:id',
    { preHandler: guards.organization, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const deleted = await deleteContent(db, tenantOf(request).organizationId, request.params.id);
      if (!deleted) throw new AppError('not_found', 'Content not found.');
      return reply.status(204).send();
    },
  );
}

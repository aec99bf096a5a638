import {
  apiPaths,
  type ConversationFilters,
  conversationDetailSchema,
  conversationFiltersSchema,
  conversationListSchema,
  publicConversationRequestSchema,
  publicConversationResponseSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReviewFilters } from '../../operator/conversations/conversation-store';
import { tenantOf } from '../../platform/auth/guard';
import { idParamsSchema } from '../../platform/params';
import { timeZoneOf } from '../../platform/time-zone';
import type { ConversationsService } from './conversations.service';
import { replyWithTurn } from './turn-reply';

export interface ConversationRoutesDeps {
  conversations: ConversationsService;
}

/** The review's filters from the query string, days in the caller's time zone. */
function reviewFiltersOf(
  request: FastifyRequest<{ Querystring: ConversationFilters }>,
): ReviewFilters {
  const { startDate, endDate, search, archived, feedback, resolution, rated, language } =
    request.query;
  return {
    startDate,
    endDate,
    search,
    feedback,
    language,
    archived: archived === undefined ? undefined : archived === 'true',
    resolution,
    rated: rated === 'true',
    timeZone: timeZoneOf(request),
  };
}

/**
 * The business's side of conversations (organization scope): the playground's test chat, and the
 * review (list with filters, read, archive, delete).
 */
export function registerConversationRoutes(app: FastifyInstance, deps: ConversationRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = deps.conversations;
  const tags = ['conversations'];

  r.post(
    apiPaths.conversations.playground,
    {
      schema: {
        tags: ['operator'],
        body: publicConversationRequestSchema,
        response: { 200: publicConversationResponseSchema },
      },
    },
    async (request, reply) => {
      const { conversationId, message } = request.body;
      const turn = await service.openPlaygroundTurn(
        tenantOf(request).organizationId,
        conversationId,
      );
      return replyWithTurn(request, reply, service.runTurn, turn, message);
    },
  );

  r.get(
    apiPaths.conversations.list,
    {
      schema: {
        tags,
        querystring: conversationFiltersSchema,
        response: { 200: conversationListSchema },
      },
    },
    async (request) => service.list(tenantOf(request).organizationId, reviewFiltersOf(request)),
  );

  // A static path: the router matches it before /conversations/:id, whatever the order.
  r.get(
    apiPaths.conversations.export,
    { schema: { tags, querystring: conversationFiltersSchema } },
    async (request, reply) => {
      const { csv, isTruncated } = await service.exportCsv(
        tenantOf(request).organizationId,
        reviewFiltersOf(request),
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="conversations-${day}.csv"`)
        .header('x-export-truncated', String(isTruncated))
        .send(csv);
    },
  );

  r.get(
    apiPaths.conversations.byId.template,
    { schema: { tags, params: idParamsSchema, response: { 200: conversationDetailSchema } } },
    async (request) => service.detail(tenantOf(request).organizationId, request.params.id),
  );

  r.patch(
    apiPaths.conversations.archive.template,
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: z.object({ id: z.string(), archived: z.boolean() }) },
      },
    },
    async (request) => {
      await service.archive(tenantOf(request).organizationId, request.params.id);
      return { id: request.params.id, archived: true };
    },
  );

  r.delete(
    apiPaths.conversations.byId.template,
    { schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await service.remove(tenantOf(request).organizationId, request.params.id);
      return reply.status(204).send();
    },
  );
}

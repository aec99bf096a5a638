import {
  apiPaths,
  conversationDetailSchema,
  conversationFiltersSchema,
  conversationListSchema,
  publicConversationRequestSchema,
  publicConversationResponseSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../platform/auth/guard';
import { idParamsSchema } from '../../platform/params';
import { toConversationDetail } from './conversation-views';
import type { ConversationsService } from './conversations.service';
import { replyWithTurn } from './turn-reply';

export interface ConversationRoutesDeps {
  conversations: ConversationsService;
}

/** The browser's time zone from X-Timezone, when it is one Intl knows; UTC otherwise. */
function timeZoneOf(request: FastifyRequest): string {
  const header = request.headers['x-timezone'];
  if (typeof header !== 'string' || header.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: header }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
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
    async (request) => {
      const { startDate, endDate, search, archived } = request.query;
      const results = await service.list(tenantOf(request).organizationId, {
        startDate,
        endDate,
        search,
        archived: archived === undefined ? undefined : archived === 'true',
        timeZone: timeZoneOf(request),
      });
      return { results };
    },
  );

  r.get(
    apiPaths.conversations.byId.template,
    { schema: { tags, params: idParamsSchema, response: { 200: conversationDetailSchema } } },
    async (request) =>
      toConversationDetail(
        await service.detail(tenantOf(request).organizationId, request.params.id),
      ),
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

import {
  apiPaths,
  conversationDetailSchema,
  conversationFiltersSchema,
  conversationListSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findConversation, listMessages } from '../../operator/conversation-store';
import { listToolCallsByMessage } from '../../operator/tools/invocation-store';
import { type Guards, tenantOf } from '../../platform/auth/guard';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { idParamsSchema } from '../../platform/params';
import { toConversationDetail } from './conversation-views';
import { archiveConversation, deleteConversation, listConversations } from './review.store';

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

/** Conversation review in the dashboard: list with filters, read, archive, delete. */
export function registerConversationReviewRoutes(
  app: FastifyInstance,
  db: Database,
  guards: Guards,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['conversations'];
  const notFound = () => new AppError('not_found', 'Conversation not found.');

  r.get(
    apiPaths.conversations.list,
    {
      preHandler: guards.organization,
      schema: {
        tags,
        querystring: conversationFiltersSchema,
        response: { 200: conversationListSchema },
      },
    },
    async (request) => {
      const { startDate, endDate, search, archived } = request.query;
      const results = await listConversations(db, tenantOf(request).organizationId, {
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
    '/conversations/:id',
    {
      preHandler: guards.organization,
      schema: { tags, params: idParamsSchema, response: { 200: conversationDetailSchema } },
    },
    async (request) => {
      const { organizationId } = tenantOf(request);
      const conversation = await findConversation(db, organizationId, request.params.id);
      if (!conversation) throw notFound();
      return toConversationDetail(
        conversation,
        await listMessages(db, organizationId, conversation.id),
        await listToolCallsByMessage(db, organizationId, conversation.id),
      );
    },
  );

  r.patch(
    '/conversations/:id/archive',
    {
      preHandler: guards.organization,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: z.object({ id: z.string(), archived: z.boolean() }) },
      },
    },
    async (request) => {
      if (!(await archiveConversation(db, tenantOf(request).organizationId, request.params.id))) {
        throw notFound();
      }
      return { id: request.params.id, archived: true };
    },
  );

  r.delete(
    '/conversations/:id',
    { preHandler: guards.organization, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      if (!(await deleteConversation(db, tenantOf(request).organizationId, request.params.id))) {
        throw notFound();
      }
      return reply.status(204).send();
    },
  );
}

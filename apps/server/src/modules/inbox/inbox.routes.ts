import {
  apiPaths,
  assignConversationSchema,
  conversationStateSchema,
  inboxListSchema,
  inboxQuerySchema,
  liveMessageSchema,
  staffNoteSchema,
  staffReplySchema,
} from '@frontdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantOf } from '../../platform/auth/guard';
import { idParamsSchema } from '../../platform/params';
import type { Caller, InboxService } from './inbox.service';
import { assertAcceptsEventStream, holdEventStream, type OpenStreams } from './inbox-stream';

export interface InboxRoutesDeps {
  inbox: InboxService;
}

const callerOf = (request: FastifyRequest): Caller => {
  const { organizationId, userId } = tenantOf(request);
  return { organizationId, userId };
};

/**
 * The team's live inbox (organization scope): the tabs, taking a conversation over, replying,
 * notes, resolving, handing back, assigning, typing, and one event stream per open dashboard tab.
 */
export function registerInboxRoutes(app: FastifyInstance, deps: InboxRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { inbox } = deps;
  const tags = ['inbox'];
  const byId = { tags, params: idParamsSchema };
  const state = { 200: conversationStateSchema };

  // A closing process ends its streams at once: the dashboards reconnect to another process.
  const open: OpenStreams = new Set();
  app.addHook('preClose', (done) => {
    for (const close of [...open]) close();
    done();
  });

  r.get(
    apiPaths.inbox.list,
    { schema: { tags, querystring: inboxQuerySchema, response: { 200: inboxListSchema } } },
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send(await inbox.list(callerOf(request), request.query.view)),
  );

  r.get(
    apiPaths.inbox.events,
    { schema: { tags, description: 'Server-sent events: the organization’s live events.' } },
    async (request, reply) => {
      assertAcceptsEventStream(request);
      const { organizationId } = callerOf(request);
      holdEventStream(
        request,
        reply,
        (listener) => inbox.subscribe(organizationId, listener),
        open,
      );
    },
  );

  r.post(apiPaths.inbox.typing.template, { schema: byId }, async (request, reply) => {
    await inbox.typing(callerOf(request), request.params.id);
    return reply.status(204).send();
  });

  r.post(
    apiPaths.conversations.claim.template,
    { schema: { ...byId, response: state } },
    async (request) => inbox.claim(callerOf(request), request.params.id),
  );

  r.post(
    apiPaths.conversations.replies.template,
    { schema: { ...byId, body: staffReplySchema, response: { 201: liveMessageSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inbox.reply(callerOf(request), request.params.id, request.body.text)),
  );

  r.post(
    apiPaths.conversations.notes.template,
    { schema: { ...byId, body: staffNoteSchema, response: { 201: liveMessageSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inbox.note(callerOf(request), request.params.id, request.body.text)),
  );

  r.post(
    apiPaths.conversations.resolve.template,
    { schema: { ...byId, response: state } },
    async (request) => inbox.resolve(callerOf(request), request.params.id),
  );

  r.post(
    apiPaths.conversations.release.template,
    { schema: { ...byId, response: state } },
    async (request) => inbox.release(callerOf(request), request.params.id),
  );

  r.patch(
    apiPaths.conversations.byId.template,
    { schema: { ...byId, body: assignConversationSchema, response: state } },
    async (request) => inbox.assign(callerOf(request), request.params.id, request.body.assigneeId),
  );
}

import {
  apiPaths,
  conversationLookupResponseSchema,
  conversationLookupSchema,
  publicConversationRequestSchema,
  publicConversationResponseSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ConversationsService } from './conversations.service';
import type { PublicConversationsService } from './public-conversations.service';
import { registerPublicFeedbackRoutes } from './public-feedback.routes';
import { registerPublicHandoffRoutes } from './public-handoff.routes';
import { answerPreflight, callerOf, corsHeaders } from './public-http';
import { replyWithTurn } from './turn-reply';

export interface PublicConversationRoutesDeps {
  publicConversations: PublicConversationsService;
  conversations: ConversationsService;
}

/** The customer-facing API: a turn with a public key, from any website the key allows. */
export function registerPublicConversationRoutes(
  app: FastifyInstance,
  deps: PublicConversationRoutesDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const service = deps.publicConversations;

  for (const path of [apiPaths.conversations.list, apiPaths.conversations.lookup]) {
    answerPreflight(app, path, ['POST']);
  }

  /**
   * The key's checks; from then on the site may read the answer, errors included: a visitor over
   * the plan's limits gets a 429 the widget can read, to say "wait a moment".
   */
  const authorize = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = callerOf(request);
    const key = await service.acceptKey(caller);
    reply.headers(corsHeaders(caller.origin));
    return service.admit(key, caller);
  };

  r.post(
    apiPaths.conversations.list,
    {
      schema: {
        tags: ['public'],
        body: publicConversationRequestSchema,
        response: { 200: publicConversationResponseSchema },
      },
    },
    async (request, reply) => {
      const key = await authorize(request, reply);
      const turn = await service.openTurn(key, request.body);
      const cors = corsHeaders(request.headers.origin);
      return replyWithTurn(
        request,
        reply,
        deps.conversations.runTurn,
        turn,
        request.body.message,
        cors,
        service.presentTurn,
      );
    },
  );

  r.post(
    apiPaths.conversations.lookup,
    {
      schema: {
        tags: ['public'],
        body: conversationLookupSchema,
        response: { 200: conversationLookupResponseSchema },
      },
    },
    async (request, reply) => {
      // The widget opens with this call: a refused origin may read its 403, so the widget can say
      // why it cannot chat there. Turns stay unreadable to such a page, and nothing is stored.
      reply.headers(corsHeaders(request.headers.origin));
      return service.lookup(await authorize(request, reply), request.body);
    },
  );

  registerPublicHandoffRoutes(app, { publicConversations: service, authorize });
  registerPublicFeedbackRoutes(app, { publicConversations: service });
}

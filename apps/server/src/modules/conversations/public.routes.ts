import {
  apiPaths,
  conversationLookupResponseSchema,
  conversationLookupSchema,
  publicConversationRequestSchema,
  publicConversationResponseSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limitedAddress } from '../../platform/client-address';
import type { ConversationsService } from './conversations.service';
import type { PublicConversationsService } from './public-conversations.service';
import { replyWithTurn } from './turn-reply';

export interface PublicConversationRoutesDeps {
  publicConversations: PublicConversationsService;
  conversations: ConversationsService;
}

/** The key from `Authorization: <key>` or `Authorization: Bearer <key>`. */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const [first, second] = header.split(/\s+/);
  return first?.toLowerCase() === 'bearer' ? second : first;
}

/**
 * CORS for the one public route: the caller's origin is echoed once its key allows it, so a
 * refused origin gets no CORS header (see docs/decisions/008-module-shape.md for why this is not
 * @fastify/cors).
 */
function corsHeaders(origin: string | undefined): Record<string, string> {
  return origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
}

/** The customer-facing API: a turn with a public key, from any website the key allows. */
export function registerPublicConversationRoutes(
  app: FastifyInstance,
  deps: PublicConversationRoutesDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const service = deps.publicConversations;

  // Preflight cannot carry the key, so it is answered for any origin; the real call is checked.
  for (const path of [apiPaths.conversations.list, apiPaths.conversations.lookup]) {
    app.options(path, async (request, reply) =>
      reply
        .headers({
          ...corsHeaders(request.headers.origin),
          'Access-Control-Allow-Methods': 'POST, OPTIONS',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
          'Access-Control-Max-Age': '600',
        })
        .status(204)
        .send(),
    );
  }

  /**
   * The key's checks; from then on the site may read the answer, errors included: a visitor over
   * the plan's limits gets a 429 the widget can read, to say "wait a moment".
   */
  const authorize = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = {
      key: presentedKey(request),
      origin: request.headers.origin,
      ip: limitedAddress(request.ip),
    };
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
}

import {
  apiPaths,
  publicConversationRequestSchema,
  publicConversationResponseSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ConversationsService } from './conversations.service';
import { replyWithTurn } from './turn-reply';

export interface PublicConversationRoutesDeps {
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

  // Preflight cannot carry the key, so it is answered for any origin; the real call is checked.
  app.options(apiPaths.conversations.list, async (request, reply) =>
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
      const { conversations } = deps;
      const { origin } = request.headers;
      const key = await conversations.authorizeKey({
        key: presentedKey(request),
        origin,
        ip: request.ip,
      });
      // From here on the site may read the answer, errors (such as 404) included.
      const cors = corsHeaders(origin);
      reply.headers(cors);
      const turn = await conversations.openPublicTurn(key, request.body.conversationId);
      return replyWithTurn(request, reply, conversations, turn, request.body.message, cors);
    },
  );
}

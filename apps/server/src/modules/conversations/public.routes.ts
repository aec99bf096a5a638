import {
  apiPaths,
  publicConversationRequestSchema,
  publicConversationResponseSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findConversation } from '../../operator/conversation-store';
import { type RespondDeps, respond, type TurnInput } from '../../operator/respond';
import { type Guards, tenantOf } from '../../platform/auth/guard';
import { AppError } from '../../platform/errors';
import { isUuid } from '../../platform/params';
import type { RateLimiter } from '../../platform/rate-limit';
import { findAgentConfigurationOrDefault } from '../agent-configuration/agent-configuration.store';
import { type ApiKeyRow, findApiKey } from '../api-keys/api-keys.store';
import { toPublicConversation } from './conversation-views';

export const publicLimits = {
  perKey: { limit: 120, windowMs: 60_000 },
  perVisitor: { limit: 20, windowMs: 60_000 },
};

export interface PublicConversationDeps {
  respond: RespondDeps;
  limiter: RateLimiter;
  guards: Guards;
}

/** The key from `Authorization: <key>` or `Authorization: Bearer <key>`. */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const [first, second] = header.split(/\s+/);
  return first?.toLowerCase() === 'bearer' ? second : first;
}

/** CORS for the public API: any origin unless the key lists its allowed origins. */
function corsHeaders(origin: string | undefined): Record<string, string> {
  return origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
}

function authorizeKey(request: FastifyRequest, key: ApiKeyRow | undefined, limiter: RateLimiter) {
  if (!key) throw new AppError('unauthorized', 'A valid API key is required.');
  const origin = request.headers.origin;
  if (
    origin &&
    key.allowedOrigins.length > 0 &&
    !key.allowedOrigins.includes(origin.toLowerCase())
  ) {
    throw new AppError('forbidden', 'This origin is not allowed for this API key.');
  }
  for (const [scope, rule] of [
    [`public:key:${key.id}`, publicLimits.perKey],
    [`public:visitor:${key.id}:${request.ip}`, publicLimits.perVisitor],
  ] as const) {
    const result = limiter.hit(scope, rule);
    if (!result.allowed)
      throw new AppError('too_many_requests', undefined, { retryAfter: result.retryAfter });
  }
}

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

/**
 * Answers the turn as JSON, or as server-sent events when the caller accepts them: `delta` events
 * with text as it is produced, then one `done` event with the documented object.
 */
async function answerTurn(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: RespondDeps,
  input: Omit<TurnInput, 'onDelta'>,
  extraHeaders: Record<string, string>,
) {
  if (
    input.conversationId &&
    !(await findConversation(deps.db, input.organizationId, input.conversationId))
  ) {
    throw new AppError('not_found', 'Conversation not found.');
  }
  if (!wantsStream(request)) {
    return reply.headers(extraHeaders).send(toPublicConversation(await respond(deps, input)));
  }
  reply.hijack();
  reply.raw.writeHead(200, {
    ...extraHeaders,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Request-Id': request.id,
  });
  const send = (event: string, data: unknown) =>
    reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  try {
    const turn = await respond(deps, { ...input, onDelta: (text) => send('delta', { text }) });
    send('done', toPublicConversation(turn));
  } catch (error) {
    request.log.error({ err: error }, 'streamed turn failed');
    send('error', { message: 'Something went wrong' });
  }
  reply.raw.end();
}

export function registerPublicConversationRoutes(
  app: FastifyInstance,
  deps: PublicConversationDeps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.respond.db;

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
      const key = await findApiKey(db, presentedKey(request) ?? '');
      authorizeKey(request, key, deps.limiter);
      reply.headers(corsHeaders(request.headers.origin));
      const { conversationId, message } = request.body;
      if (conversationId && !isUuid(conversationId))
        throw new AppError('not_found', 'Conversation not found.');
      return answerTurn(
        request,
        reply,
        deps.respond,
        {
          organizationId: key!.organizationId,
          configuration: await findAgentConfigurationOrDefault(db, key!.organizationId),
          message,
          conversationId,
          channel: 'api',
          apiKeyId: key!.id,
        },
        corsHeaders(request.headers.origin),
      );
    },
  );

  // The dashboard's playground: the same turn, as the signed-in business.
  r.post(
    apiPaths.conversations.playground,
    {
      preHandler: deps.guards.organization,
      schema: {
        tags: ['operator'],
        body: publicConversationRequestSchema,
        response: { 200: publicConversationResponseSchema },
      },
    },
    async (request, reply) => {
      const { organizationId } = tenantOf(request);
      const { conversationId, message } = request.body;
      if (conversationId && !isUuid(conversationId))
        throw new AppError('not_found', 'Conversation not found.');
      return answerTurn(
        request,
        reply,
        deps.respond,
        {
          organizationId,
          configuration: await findAgentConfigurationOrDefault(db, organizationId),
          message,
          conversationId,
          channel: 'playground',
        },
        {},
      );
    },
  );
}

import {
  apiPaths,
  conversationContactSchema,
  conversationRatingSchema,
  type LiveEvent,
  publicConversationResponseSchema,
  publicHandoffSchema,
  publicStreamQuerySchema,
  typingSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthorizedKey, PublicConversationsService } from './public-conversations.service';
import { acceptKey, answerPreflight, corsHeaders } from './public-http';
import { STREAM_SECURITY_HEADERS } from './turn-reply';

export interface PublicHandoffRoutesDeps {
  publicConversations: PublicConversationsService;
  /** The turn's checks: key, origin, the plan's traffic limits; CORS headers once allowed. */
  authorize(request: FastifyRequest, reply: FastifyReply): Promise<AuthorizedKey>;
}

/** Checked by the service like the turn's: an id that cannot exist is simply not found. */
const conversationParamsSchema = z.object({ id: z.string().max(100) });

/** A quiet stream is kept open through proxies that close idle connections (often at 30-60 s). */
const HEARTBEAT_MS = 25_000;

const { conversations: paths } = apiPaths;
const tags = ['public'];

/**
 * The customer's side of a handoff (public key): ask for a person, follow the conversation live
 * (SSE), say they are typing, leave an email address, rate the conversation.
 */
export function registerPublicHandoffRoutes(app: FastifyInstance, deps: PublicHandoffRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = deps.publicConversations;

  answerPreflight(app, paths.handoff.template, ['POST']);
  answerPreflight(app, paths.events.template, ['GET']);
  answerPreflight(app, paths.rating.template, ['POST']);
  answerPreflight(app, paths.contact.template, ['PUT']);
  answerPreflight(app, paths.typing.template, ['POST']);

  r.post(
    paths.handoff.template,
    {
      schema: {
        tags,
        params: conversationParamsSchema,
        // No body at all is fine: a plain API client has nothing else to say.
        body: publicHandoffSchema.nullish(),
        response: { 200: publicConversationResponseSchema },
      },
    },
    async (request, reply) => {
      const key = await deps.authorize(request, reply);
      return service.requestPerson(key, request.params.id, request.body?.user);
    },
  );

  r.put(
    paths.contact.template,
    {
      schema: {
        tags,
        params: conversationParamsSchema,
        body: conversationContactSchema,
        response: { 200: publicConversationResponseSchema },
      },
    },
    async (request, reply) => {
      const key = await deps.authorize(request, reply);
      return service.leaveContact(key, request.params.id, request.body);
    },
  );

  r.post(
    paths.rating.template,
    { schema: { tags, params: conversationParamsSchema, body: conversationRatingSchema } },
    async (request, reply) => {
      const key = await deps.authorize(request, reply);
      await service.rate(key, request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  r.post(
    paths.typing.template,
    { schema: { tags, params: conversationParamsSchema, body: typingSchema.nullish() } },
    async (request, reply) => {
      const { key, address } = await acceptKey(service, request, reply);
      await service.typing(key, request.params.id, request.body?.user, address);
      return reply.status(204).send();
    },
  );

  r.get(
    paths.events.template,
    {
      schema: {
        tags,
        description:
          'Server-sent events of one conversation: `message`, `status`, `typing` (of the team) ' +
          'and `resync` (read the conversation again), each `data` a JSON LiveEvent. The key goes ' +
          'in the Authorization header.',
        params: conversationParamsSchema,
        querystring: publicStreamQuerySchema,
      },
    },
    async (request, reply) => {
      const { key, address } = await acceptKey(service, request, reply);
      const { userId, userHash } = request.query;
      // The query has no room for a name or an email: the id and its hash are what is verified.
      const user = userId ? { id: userId, hash: userHash ?? '' } : undefined;
      // Events that come before the stream's headers are written wait here (the first resync).
      const early: LiveEvent[] = [];
      let write: ((event: LiveEvent) => void) | undefined;
      const stop = await service.follow(key, request.params.id, user, address, (event) =>
        write ? write(event) : early.push(event),
      );
      streamEvents(request, reply, stop, (writeEvent) => {
        write = writeEvent;
        for (const event of early) writeEvent(event);
      });
    },
  );
}

/**
 * Holds the stream open until the client leaves or the server shuts down: each event as
 * `event: <type>` with its JSON, a comment as heartbeat; `stop` runs once, whatever ends it.
 */
function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  stop: () => void,
  started: (write: (event: LiveEvent) => void) => void,
) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...STREAM_SECURITY_HEADERS,
    ...corsHeaders(request.headers.origin),
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold events back to fill a buffer.
    'X-Accel-Buffering': 'no',
    'X-Request-Id': request.id,
  });
  raw.flushHeaders();
  const send = (text: string) => {
    if (!raw.destroyed && !raw.writableEnded) raw.write(text);
  };
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS);
  const shutdown = reply.server.shutdownSignal;
  const end = () => {
    clearInterval(heartbeat);
    shutdown.removeEventListener('abort', end);
    stop();
    if (!raw.writableEnded) raw.end();
  };
  raw.once('close', end);
  shutdown.addEventListener('abort', end, { once: true });
  if (raw.destroyed || shutdown.aborted) return end();
  started((event) => send(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
}

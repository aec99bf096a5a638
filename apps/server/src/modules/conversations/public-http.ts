import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limitedAddress } from '../../platform/client-address';
import type { PublicCaller, PublicConversationsService } from './public-conversations.service';

/** The key from `Authorization: <key>` or `Authorization: Bearer <key>`. */
export function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const [first, second] = header.split(/\s+/);
  return first?.toLowerCase() === 'bearer' ? second : first;
}

/** What a customer's call carries: its key, the page's origin, and the address limits count. */
export function callerOf(request: FastifyRequest): PublicCaller {
  return {
    key: presentedKey(request),
    origin: request.headers.origin,
    ip: limitedAddress(request.ip),
  };
}

/**
 * CORS for the public routes: the caller's origin is echoed once its key allows it, so a
 * refused origin gets no CORS header (see docs/decisions/008-module-shape.md for why this is not
 * @fastify/cors).
 */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  return origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
}

/**
 * Preflight cannot carry the key, so it is answered for any origin; the real call is checked.
 * `methods` are the path's own, so a browser is told exactly what it may send there.
 */
export function answerPreflight(app: FastifyInstance, path: string, methods: string[]) {
  app.options(path, async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .headers({
        ...corsHeaders(request.headers.origin),
        'Access-Control-Allow-Methods': [...methods, 'OPTIONS'].join(', '),
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
        'Access-Control-Max-Age': '600',
      })
      .status(204)
      .send(),
  );
}

/**
 * The key and its origin, without the plan's per-turn traffic limits: typing, following the
 * thread and marking an answer are not turns, and must not use up the customer's allowance of
 * messages. Their own bounds are the service's. CORS headers once the origin is allowed.
 */
export async function acceptKey(
  service: PublicConversationsService,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const caller = callerOf(request);
  const key = await service.acceptKey(caller);
  reply.headers(corsHeaders(caller.origin));
  return { key, address: caller.ip };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenTurn, TurnResult } from '../../operator/turn';
import { followAbort } from '../../platform/abort-follow';
import { errorBodyFor } from '../../platform/errors';
import { type PublicConversation, toPublicConversation } from './conversation-views';

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

export type RunTurn = (
  turn: OpenTurn,
  message: string,
  onDelta?: (text: string) => void,
  signal?: AbortSignal,
) => Promise<TurnResult>;

/**
 * The security headers of every answer, stated for the stream: helmet writes its headers on the
 * raw response (which writeHead merges), but a hijacked reply must not depend on that. An event
 * stream never renders, so its policy allows nothing.
 */
export const STREAM_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * Aborts when the client goes away before its answer is complete, so the model call (and its tool
 * calls) stop instead of running for nobody; the turn is still stored by the operator.
 */
function abortWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // A turn still running when the server's shutdown grace ends stops too, and answers; the
  // server's lifelong signal stops being followed with the response.
  const unfollow = followAbort(controller, reply.server.shutdownSignal);
  reply.raw.once('close', () => {
    unfollow();
    if (!reply.raw.writableFinished) controller.abort(new Error('the client disconnected'));
  });
  return controller.signal;
}

/**
 * Answers an opened turn as JSON, or as server-sent events when the caller accepts them: `delta`
 * events with text as it is produced, then one `done` event with the documented object, or one
 * `error` event in the house error shape. The turn is opened before this is called, so a missing
 * conversation has already answered 404 and never starts a stream.
 */
export async function replyWithTurn(
  request: FastifyRequest,
  reply: FastifyReply,
  run: RunTurn,
  turn: OpenTurn,
  message: string,
  headers: Record<string, string> = {},
  /** The documented object of the turn (the public API names each source's page). */
  present: (result: TurnResult) => Promise<PublicConversation> | PublicConversation = (result) =>
    toPublicConversation(result),
) {
  const clientGone = abortWhenClientLeaves(reply);
  if (!wantsStream(request)) {
    const result = await run(turn, message, undefined, clientGone);
    return reply.headers(headers).send(await present(result));
  }
  reply.hijack();
  reply.raw.writeHead(200, {
    ...STREAM_SECURITY_HEADERS,
    ...headers,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Request-Id': request.id,
  });
  // The client knows at once that its stream has started, before the model's first word.
  reply.raw.flushHeaders();
  const send = (event: string, data: unknown) => {
    if (!reply.raw.destroyed) reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  try {
    const result = await run(turn, message, (text) => send('delta', { text }), clientGone);
    send('done', await present(result));
  } catch (error) {
    request.log.error({ err: error }, 'streamed turn failed');
    send('error', errorBodyFor(error));
  }
  reply.raw.end();
}

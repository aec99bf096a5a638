import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenTurn, TurnResult } from '../../operator/turn';
import { errorBodyFor } from '../../platform/errors';
import { toPublicConversation } from './conversation-views';

const wantsStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/event-stream');

/**
 * Answers an opened turn as JSON, or as server-sent events when the caller accepts them: `delta`
 * events with text as it is produced, then one `done` event with the documented object, or one
 * `error` event in the house error shape. The turn is opened before this is called, so a missing
 * conversation has already answered 404 and never starts a stream.
 */
export async function replyWithTurn(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (turn: OpenTurn, message: string, onDelta?: (text: string) => void) => Promise<TurnResult>,
  turn: OpenTurn,
  message: string,
  headers: Record<string, string> = {},
) {
  if (!wantsStream(request)) {
    return reply.headers(headers).send(toPublicConversation(await run(turn, message)));
  }
  reply.hijack();
  reply.raw.writeHead(200, {
    ...headers,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Request-Id': request.id,
  });
  const send = (event: string, data: unknown) =>
    reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  try {
    const result = await run(turn, message, (text) => send('delta', { text }));
    send('done', toPublicConversation(result));
  } catch (error) {
    request.log.error({ err: error }, 'streamed turn failed');
    send('error', errorBodyFor(error));
  }
  reply.raw.end();
}

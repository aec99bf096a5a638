import type { LiveEvent } from '@frontdesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { LiveListener } from '../../platform/live-events';

/** A proxy or a load balancer closes a connection that says nothing for about a minute. */
export const HEARTBEAT_MS = 25_000;

/**
 * The security headers of every answer, stated for the stream: a hijacked reply does not go
 * through the hooks that write them. An event stream never renders, so its policy allows nothing.
 */
const STREAM_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Content-Type': 'text/event-stream; charset=utf-8',
  // Events are the member's organization's own: no cache keeps them, no proxy holds them back.
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
};

/**
 * A stream is only ever opened by a client that asks for one: any other call (a link followed, a
 * check that calls every route) answers at once instead of hanging open.
 */
export function assertAcceptsEventStream(request: FastifyRequest) {
  if (!(request.headers.accept ?? '').includes('text/event-stream')) {
    throw new AppError('validation_error', 'This is an event stream: accept text/event-stream.');
  }
}

/** The streams this process holds open, ended at once when it starts closing. */
export type OpenStreams = Set<() => void>;

/**
 * Holds one server-sent events stream: first a `resync` (whatever happened before it opened is
 * read fresh), then each event as `data: <json>` with an increasing `id`, and a comment now and
 * then so idle connections stay open. Closing, from either side, leaves no listener behind.
 */
export function holdEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  subscribe: (listener: LiveListener) => () => void,
  open: OpenStreams,
) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { ...STREAM_HEADERS, 'X-Request-Id': request.id });
  let id = 0;
  const send = (event: LiveEvent) => {
    if (raw.destroyed || raw.writableEnded) return;
    id += 1;
    raw.write(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  send({ type: 'resync' });
  const unsubscribe = subscribe(send);
  const heartbeat = setInterval(() => {
    if (!raw.destroyed) raw.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(close);
    if (!raw.writableEnded) raw.end();
  };
  open.add(close);
  raw.once('close', close);
}

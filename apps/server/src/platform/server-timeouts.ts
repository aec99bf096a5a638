import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

/**
 * Node's HTTP server waits forever by default; these bound what a client can hold open.
 * - `requestTimeout`: receiving one whole request, REQUEST_TIMEOUT_MS (30 s). Node enforces it
 *   only until the headers are in, so `limitRequestBodyTime` enforces it for the body too. It ends
 *   when the request is read, so it never cuts an answer that is still being produced.
 * - `connectionTimeout`: a socket with no traffic either way is closed. A turn may be silent
 *   until the model answers (JSON) or between two deltas (events), and the model run, tool calls
 *   included, is bounded by LLM_TIMEOUT_MS; a margin of 30 s covers retrieval, storing the turn
 *   and the apology, so a turn is never cut by this.
 * - `keepAliveTimeout`: an idle kept-alive socket waits 65 s for its next request: longer than
 *   the 60 s idle timeout of common proxies (the proxy closes first, so it never sends on a
 *   socket we are closing), and bounded.
 * Node checks its request timeouts on an interval (30 s by default): a quarter of the limit here.
 */
export function serverTimeouts(config: Config) {
  const requestTimeout = config.REQUEST_TIMEOUT_MS;
  return {
    requestTimeout,
    connectionTimeout: config.LLM_TIMEOUT_MS + 30_000,
    keepAliveTimeout: 65_000,
    http: {
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(requestTimeout / 4))),
    },
  };
}

const REQUEST_TIMEOUT_RESPONSE =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * A client that sends its headers and then the body slowly or never (slowloris) is answered 408
 * and disconnected once the request has taken `timeoutMs` in all.
 */
export function limitRequestBodyTime(app: FastifyInstance, timeoutMs: number) {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete) return done();
    const timer = setTimeout(() => {
      if (raw.complete) return;
      request.log.info('request body not received in time');
      const { socket } = raw;
      if (socket.writable) socket.end(REQUEST_TIMEOUT_RESPONSE, () => socket.destroy());
      else socket.destroy();
    }, timeoutMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    // An answered request is done with its body, whatever the request stream reported (injected
    // requests, which the tests and the evaluation use, never emit 'end').
    reply.raw.once('finish', stop);
    done();
  });
}

import { setMaxListeners } from 'node:events';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Aborted once the server has been closing for SHUTDOWN_GRACE_MS: work still running then
     * (a slow model's turn) stops and answers with what it has, so every open stream ends
     * properly before the process exits.
     */
    shutdownSignal: AbortSignal;
  }
}

/** How often, while closing, connections that have become idle are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * At close, in-flight requests and open event streams get `graceMs` to finish on their own (the
 * listener is closed at once, so nothing new arrives); then `shutdownSignal` cuts the rest short.
 */
export function registerShutdownSignal(app: FastifyInstance, graceMs: number) {
  const controller = new AbortController();
  // Every turn in flight listens to it (turn-reply.ts): as many listeners as turns, no leak.
  setMaxListeners(0, controller.signal);
  let cutShort: NodeJS.Timeout | undefined;
  let idleSweep: NodeJS.Timeout | undefined;
  app.decorate('shutdownSignal', controller.signal);
  app.addHook('preClose', (done) => {
    cutShort = setTimeout(
      () => controller.abort(new Error('the server is shutting down')),
      graceMs,
    ).unref();
    // Node closes the connections idle when closing starts; one kept alive after an answer that
    // finished later (a stream) would hold the server open until the client hangs up.
    idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(cutShort);
    clearInterval(idleSweep);
    done();
  });
}

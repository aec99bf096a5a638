import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors';
import type { Metrics } from './metrics';

export interface MetricsRoutesDeps {
  metrics: Metrics;
  /** METRICS_TOKEN: lets callers other than loopback scrape with `Authorization: Bearer <token>`. */
  token?: string;
}

/** Proxies add these: a request carrying one came from elsewhere, whatever its socket says. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A caller on this machine, not relayed: `request.ip` honours TRUST_PROXY, and a request that a
 * proxy on the same host forwarded is refused even when the proxy is not trusted.
 */
function isLoopbackCaller(request: FastifyRequest): boolean {
  const ip = request.ip.replace(/^::ffff:/, '');
  const loopback = ip === '::1' || ip.startsWith('127.');
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  const [scheme, presented] = (request.headers.authorization ?? '').trim().split(/\s+/);
  if (!token || scheme?.toLowerCase() !== 'bearer' || !presented) return false;
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * Counts every answer by route template and status, and serves GET /metrics in Prometheus's text
 * format: to loopback callers, and to others only with the METRICS_TOKEN bearer. Everyone else
 * gets the same 404 as an unknown route, so the endpoint's existence is not disclosed.
 */
export function registerMetricsRoutes(app: FastifyInstance, deps: MetricsRoutesDeps) {
  const { metrics } = deps;
  app.addHook('onRequest', (request, reply, done) => {
    // `close` comes once for every request, finished, hijacked (event streams) or abandoned.
    let finished = false;
    reply.raw.once('finish', () => {
      finished = true;
    });
    reply.raw.once('close', () => {
      metrics.httpRequest(
        {
          method: request.method,
          // The template (`/api/v1/conversations/:id`), so ids never become label values.
          route: request.routeOptions.url ?? 'unmatched',
          status: finished ? String(reply.raw.statusCode) : 'abandoned',
        },
        reply.elapsedTime / 1000,
      );
    });
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopbackCaller(request) && !hasToken(request, deps.token)) {
      return reply
        .status(404)
        .send(errorBody(404, 'not_found', `Route ${request.method} /metrics not found`));
    }
    return reply
      .header('Content-Type', metrics.contentType)
      .header('Cache-Control', 'no-store')
      .send(await metrics.render());
  });
}

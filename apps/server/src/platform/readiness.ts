import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';
import type { RedisStatus } from './shared-state';

/** A check that has not answered by then counts as failed: a load balancer must not hang on us. */
const CHECK_TIMEOUT_MS = 2000;

/** What `check` answers, or `otherwise` when it fails or takes longer than `ms`. */
async function within<T>(check: () => Promise<T>, ms: number, otherwise: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(otherwise), ms);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch {
    return otherwise;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /readyz for load balancers and orchestrators, naming each check:
 * - the database down: 503, since no request can be served without it;
 * - Redis down: 200 with `status: degraded`, since customers are still answered (limits per
 *   process, jobs in process). A 503 here would take every process out of the load balancer at
 *   once and turn a Redis outage into a full one. Alerts watch `checks.redis` and the metrics.
 */
export function registerReadiness(
  app: FastifyInstance,
  deps: { database: Pick<DatabaseHandle, 'ping'>; redisStatus(): Promise<RedisStatus> },
) {
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const [database, redis] = await Promise.all([
      within(() => deps.database.ping().then(() => 'ok'), CHECK_TIMEOUT_MS, 'unavailable'),
      within(deps.redisStatus, CHECK_TIMEOUT_MS, 'unavailable' as RedisStatus),
    ]);
    const checks = { database, redis };
    if (database !== 'ok') return reply.status(503).send({ status: 'unavailable', checks });
    return { status: redis === 'unavailable' ? 'degraded' : 'ready', checks };
  });
}

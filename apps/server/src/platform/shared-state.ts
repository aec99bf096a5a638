import type { Logger } from 'pino';
import type { Config } from './config';
import { createJobQueue, type JobQueue } from './jobs';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit';
import type { RateLimitFallbacks } from './rate-limit-redis';

/** `ok`, `unavailable`, or `not-configured` (no REDIS_URL: nothing to check). */
export type RedisStatus = 'ok' | 'unavailable' | 'not-configured';

/**
 * What the server processes of one deployment share: rate limits and background jobs. In this
 * process without REDIS_URL (one process needs nothing more); in Redis with it.
 */
export interface SharedState {
  kind: 'in-process' | 'redis';
  limits: RateLimitStore & Partial<RateLimitFallbacks>;
  jobs: JobQueue;
  /** For /readyz: whether Redis answers a PING now. */
  redisStatus(): Promise<RedisStatus>;
  close(): Promise<void>;
}

/** A Redis that is not there at start is not waited for longer than this: the server starts anyway. */
const START_WAIT_MS = 3000;

export async function openSharedState(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  log: Logger,
): Promise<SharedState> {
  if (!config.REDIS_URL) {
    const jobs = createJobQueue(log);
    return {
      kind: 'in-process',
      limits: new MemoryRateLimitStore(),
      jobs,
      redisStatus: async () => 'not-configured',
      close: () => jobs.close(),
    };
  }
  // Loaded only when configured: ioredis and bullmq would cost every start ~150 ms of CPU.
  const [{ createRedisJobQueue }, { RedisRateLimitStore }, { createRedisClient, waitUntilReady }] =
    await Promise.all([import('./jobs-redis'), import('./rate-limit-redis'), import('./redis')]);
  const prefix = config.REDIS_KEY_PREFIX;
  const client = createRedisClient(config.REDIS_URL, 'frontdesk');
  if (!(await waitUntilReady(client, START_WAIT_MS))) {
    log.warn('Redis does not answer at start: limits and jobs stay in this process until it does');
  }
  const jobs = createRedisJobQueue({
    client,
    url: config.REDIS_URL,
    prefix: `${prefix}jobs`,
    log,
  });
  return {
    kind: 'redis',
    limits: new RedisRateLimitStore(client, prefix, log),
    jobs,
    async redisStatus() {
      if (client.status !== 'ready') return 'unavailable';
      try {
        await client.ping();
        return 'ok';
      } catch {
        return 'unavailable';
      }
    },
    async close() {
      await jobs.close();
      client.disconnect();
    },
  };
}

import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Reconnects for ever, quickly at first, then every 2 s: Redis coming back is noticed soon. */
const reconnectDelay = (times: number) => Math.min(100 * times, 2000);

/**
 * A client for quick commands that must never keep a customer waiting (rate limits, readiness,
 * adding jobs): while Redis is away a command fails at once instead of being queued until it is
 * back, and a Redis that stops answering fails a command after `commandTimeout`. Callers fall
 * back to this process's own state.
 */
export function createRedisClient(url: string, name: string): Redis {
  const client = new Redis(url, {
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: reconnectDelay,
  });
  // ioredis reports every failed reconnect as an error event; with no listener each would be
  // printed. Whoever uses the client logs the outage once, when it falls back.
  client.on('error', () => {});
  return client;
}

/**
 * A client for BullMQ's workers: their blocking reads wait for jobs, and while Redis is away they
 * wait for it to come back (BullMQ requires `maxRetriesPerRequest: null` for this).
 */
export function createRedisWorkerClient(url: string, name: string): Redis {
  const client = new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    connectTimeout: 2000,
    retryStrategy: reconnectDelay,
  });
  client.on('error', () => {});
  return client;
}

/** Resolves whether the client is connected within `timeoutMs` (it keeps trying afterwards). */
export function waitUntilReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.on('ready', onReady);
  });
}

/** After a failed command, Redis is not tried again for this long (a hung Redis costs one wait). */
const PAUSE_AFTER_FAILURE_MS = 5000;

/**
 * Decides when a caller tries Redis and when it falls back at once, and logs an outage once when
 * it starts and once when it ends (a busy server would otherwise write a warning per request).
 * Redis is skipped while the client is not connected, and for a few seconds after a command
 * failed: a Redis that stops answering without closing its connections (a network partition, a
 * stalled server) then costs one `commandTimeout`, not one per request.
 */
export function createRedisGuard(client: Redis, log: Logger, what: string, fallback: string) {
  let isDown = false;
  let pausedUntil = 0;
  return {
    get isDown() {
      return isDown;
    },
    /** Whether to send the command to Redis now; when not, the outage is noted. */
    canTry(): boolean {
      if (client.status === 'ready' && Date.now() >= pausedUntil) return true;
      this.failed();
      return false;
    },
    failed(error?: unknown) {
      if (error !== undefined) pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
      if (isDown) return;
      isDown = true;
      log.warn({ err: error }, `Redis is unavailable: ${what} ${fallback} until it is back`);
    },
    /** Answers whether Redis was down until this success. */
    succeeded(): boolean {
      if (!isDown) return false;
      isDown = false;
      log.info(`Redis is back: ${what} use it again`);
      return true;
    },
  };
}

import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  type BackOffRule,
  MemoryRateLimitStore,
  type RateLimitResult,
  type RateLimitRule,
  type RateLimitStore,
} from './rate-limit';
import { createRedisGuard } from './redis';

/**
 * Each method of the store is one Lua script: Redis runs a script whole, with nothing else in
 * between, so the check and the count are one step for every process sharing the key. Times come
 * from Redis's own clock (`TIME`, `PTTL`), never from the processes' clocks, which may disagree.
 */
const SCRIPTS = {
  /** KEYS[1] window; ARGV limit, windowMs. Answers {allowed, ms until the window ends}. */
  hit: `
    local count = tonumber(redis.call('GET', KEYS[1]) or '0')
    if count >= tonumber(ARGV[1]) then
      return {0, redis.call('PTTL', KEYS[1])}
    end
    if redis.call('EXISTS', KEYS[1]) == 1 then
      redis.call('INCR', KEYS[1])
    else
      redis.call('SET', KEYS[1], 1, 'PX', ARGV[2])
    end
    return {1, 0}`,
  /** KEYS[1] window. DECR keeps the window's expiry; an ended window is already gone. */
  refund: `
    local count = tonumber(redis.call('GET', KEYS[1]) or '0')
    if count > 0 then redis.call('DECR', KEYS[1]) end
    return 0`,
  /** KEYS[1] back-off hash; ARGV freeAttempts, baseDelayMs, maxDelayMs, forgetAfterMs. */
  backOff: `
    local time = redis.call('TIME')
    local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
    local blocked = tonumber(redis.call('HGET', KEYS[1], 'blockedUntil') or '0')
    if blocked > now then return {0, blocked - now} end
    local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
    local expireAt = now + tonumber(ARGV[4])
    local beyond = attempts - tonumber(ARGV[1])
    if beyond > 0 then
      local delay = math.min(tonumber(ARGV[2]) * 2 ^ math.min(beyond - 1, 40), tonumber(ARGV[3]))
      blocked = now + delay
      redis.call('HSET', KEYS[1], 'blockedUntil', string.format('%.0f', blocked))
      if blocked > expireAt then expireAt = blocked end
    end
    redis.call('PEXPIREAT', KEYS[1], string.format('%.0f', expireAt))
    return {1, 0}`,
} as const;

type ScriptName = keyof typeof SCRIPTS;
const SHAS = Object.fromEntries(
  Object.entries(SCRIPTS).map(([name, body]) => [
    name,
    createHash('sha1').update(body).digest('hex'),
  ]),
) as Record<ScriptName, string>;

/** Runs a script by its hash, sending its text only the first time a Redis server sees it. */
async function runScript(
  client: Redis,
  name: ScriptName,
  keys: string[],
  args: (string | number)[],
): Promise<unknown> {
  try {
    return await client.evalsha(SHAS[name], keys.length, ...keys, ...args);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    return client.eval(SCRIPTS[name], keys.length, ...keys, ...args);
  }
}

function resultOf(reply: unknown): RateLimitResult {
  const [allowed, waitMs] = reply as [number, number];
  if (allowed === 1) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** What the metrics read: decisions taken in this process because Redis did not answer. */
export interface RateLimitFallbacks {
  /** How many calls were answered by the in-process fallback since start. */
  readonly fallbacks: number;
  /** Whether the last call fell back (Redis is away). */
  readonly degraded: boolean;
}

/**
 * Rate limits in Redis, shared by every server process. When Redis does not answer, a limit is
 * counted in this process instead (customers keep being answered; each process then allows the
 * whole limit, so the effective limit multiplies by the number of processes until Redis is back),
 * with one warning per outage and a counter for the metrics. The next call after Redis is back
 * uses it again.
 */
export class RedisRateLimitStore implements RateLimitStore, RateLimitFallbacks {
  private inProcess = new MemoryRateLimitStore();
  private fallbackCount = 0;
  private readonly guard;

  constructor(
    private readonly client: Redis,
    /** Starts every key (REDIS_KEY_PREFIX), so deployments and tests sharing a Redis never meet. */
    private readonly prefix: string,
    log: Logger,
  ) {
    this.guard = createRedisGuard(client, log, 'rate limits', 'are counted in each process');
  }

  get fallbacks() {
    return this.fallbackCount;
  }

  get degraded() {
    return this.guard.isDown;
  }

  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    return this.run(
      () => runScript(this.client, 'hit', [this.windowKey(key)], [rule.limit, rule.windowMs]),
      resultOf,
      () => this.inProcess.hit(key, rule),
    );
  }

  refund(key: string): Promise<void> {
    return this.run(
      () => runScript(this.client, 'refund', [this.windowKey(key)], []),
      () => undefined,
      () => this.inProcess.refund(key),
    );
  }

  backOff(key: string, rule: BackOffRule): Promise<RateLimitResult> {
    const args = [rule.freeAttempts, rule.baseDelayMs, rule.maxDelayMs, rule.forgetAfterMs];
    return this.run(
      () => runScript(this.client, 'backOff', [this.backOffKey(key)], args),
      resultOf,
      () => this.inProcess.backOff(key, rule),
    );
  }

  reset(key: string): Promise<void> {
    return this.run(
      () => this.client.del(this.windowKey(key), this.backOffKey(key)),
      () => undefined,
      () => this.inProcess.reset(key),
    );
  }

  private windowKey(key: string) {
    return `${this.prefix}limit:window:${key}`;
  }

  private backOffKey(key: string) {
    return `${this.prefix}limit:back-off:${key}`;
  }

  private async run<T>(
    inRedis: () => Promise<unknown>,
    read: (reply: unknown) => T,
    fallback: () => Promise<T>,
  ): Promise<T> {
    if (this.guard.canTry()) {
      try {
        const result = read(await inRedis());
        // What was counted here during the outage is dropped: Redis holds the limits again.
        if (this.guard.succeeded()) this.inProcess = new MemoryRateLimitStore();
        return result;
      } catch (error) {
        this.guard.failed(error);
      }
    }
    this.fallbackCount += 1;
    return fallback();
  }
}

import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresRerun } from '../../test/support/database';
import { createCapturingLogger } from '../../test/support/log-capture';
import {
  deleteKeys,
  findTestRedisOnFirstRun,
  freePort,
  ownRedisForBlock,
  uniquePrefix,
} from '../../test/support/redis';
import { RateLimiter, type RateLimitRule } from './rate-limit';
import { RedisRateLimitStore } from './rate-limit-redis';
import { createRedisClient, waitUntilReady } from './redis';

const redisUrl = await findTestRedisOnFirstRun();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts one hit and answers whether the store is still falling back (polled after an outage). */
async function isDegradedAfterHit(store: RedisRateLimitStore, key: string, rule: RateLimitRule) {
  await store.hit(key, rule);
  return store.degraded;
}

const clients: Redis[] = [];
async function connect(url: string) {
  const client = createRedisClient(url, 'rate-limit-test');
  clients.push(client);
  await waitUntilReady(client, 2000);
  return client;
}
afterAll(() => {
  for (const client of clients) client.disconnect();
});

describe.skipIf(!redisUrl)('RedisRateLimitStore', () => {
  const url = redisUrl!;
  const prefix = uniquePrefix('rate-limit');
  let store: RedisRateLimitStore;
  let other: RedisRateLimitStore;
  beforeAll(async () => {
    const { logger } = createCapturingLogger();
    store = new RedisRateLimitStore(await connect(url), prefix, logger);
    // A second connection, as a second server process would have.
    other = new RedisRateLimitStore(await connect(url), prefix, logger);
  });
  afterEach(() => expect(store.fallbacks + other.fallbacks).toBe(0));
  afterAll(() => deleteKeys(url, prefix));

  it('allows up to the limit in a window, then says how long to wait, then allows again', async () => {
    const rule = { limit: 3, windowMs: 400 };
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push((await store.hit('window', rule)).allowed);
    expect(hits).toEqual([true, true, true]);
    expect(await other.hit('window', rule)).toEqual({ allowed: false, retryAfter: 1 });
    expect((await store.hit('another-key', rule)).allowed).toBe(true);
    await sleep(450);
    expect((await other.hit('window', rule)).allowed).toBe(true);
  });

  it('never lets parallel hits from two processes past the limit', async () => {
    const rule = { limit: 10, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? store : other).hit('parallel', rule)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    expect(results.filter((result) => !result.allowed).every((r) => r.retryAfter === 60)).toBe(
      true,
    );
  });

  it('takes back a refunded hit, never below zero, and forgets a key on reset', async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    await store.refund('refund');
    await store.hit('refund', rule);
    await other.hit('refund', rule);
    expect((await store.hit('refund', rule)).allowed).toBe(false);
    await other.refund('refund');
    expect((await store.hit('refund', rule)).allowed).toBe(true);
    expect((await store.hit('refund', rule)).allowed).toBe(false);
    await other.reset('refund');
    expect((await store.hit('refund', rule)).allowed).toBe(true);
  });

  it('backs off after the free attempts, doubling the wait, and blocks parallel attempts', async () => {
    const rule = { freeAttempts: 2, baseDelayMs: 300, maxDelayMs: 600, forgetAfterMs: 60_000 };
    const parallel = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? store : other).backOff('back-off', rule)),
    );
    // The two free attempts, and the third, which starts the first wait.
    expect(parallel.filter((result) => result.allowed)).toHaveLength(3);
    await sleep(350);
    expect((await store.backOff('back-off', rule)).allowed).toBe(true); // now blocked 600 ms
    await sleep(350);
    expect((await other.backOff('back-off', rule)).allowed).toBe(false);
    await sleep(300);
    expect((await other.backOff('back-off', rule)).allowed).toBe(true);
    await store.reset('back-off');
    for (let i = 0; i < 3; i++) expect((await store.backOff('back-off', rule)).allowed).toBe(true);
  });

  it('serves the RateLimiter: a 429 with Retry-After across processes', async () => {
    const rule = { limit: 1, windowMs: 30_000 };
    await new RateLimiter(store).enforce('limiter', rule);
    await expect(new RateLimiter(other).enforce('limiter', rule)).rejects.toMatchObject({
      statusCode: 429,
      retryAfter: 30,
    });
  });

  it('writes only keys under its prefix, each with an expiry', async () => {
    const client = await connect(url);
    const keys = await client.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await client.pttl(key)).toBeGreaterThan(0);
    expect(await client.exists('limit:window:window')).toBe(0);
  });
});

describe.skipIf(isPostgresRerun)('when Redis is unreachable', () => {
  it('answers from this process: limits still hold per process, with a warning and a count', async () => {
    const { logger, lines } = createCapturingLogger();
    const client = createRedisClient(`redis://127.0.0.1:${await freePort()}`, 'nobody-listens');
    clients.push(client);
    const store = new RedisRateLimitStore(client, uniquePrefix('unreachable'), logger);
    const rule = { limit: 2, windowMs: 60_000 };
    const started = Date.now();
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await store.hit('k', rule)).allowed);
    expect(Date.now() - started).toBeLessThan(500); // no waiting for Redis
    expect(results).toEqual([true, true, false, false]);
    expect(store.fallbacks).toBe(4);
    expect(store.degraded).toBe(true);
    const warnings = lines.filter((line) => line.includes('Redis is unavailable'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('rate limits are counted in each process');
  });
});

describe.skipIf(isPostgresRerun)('a Redis outage and its end', () => {
  const ownRedis = ownRedisForBlock();

  it('falls back while Redis is down and uses it again once it is back', async (context) => {
    const redis = ownRedis(context);
    const { logger, lines } = createCapturingLogger();
    const client = await connect(redis.url);
    const prefix = uniquePrefix('outage');
    const store = new RedisRateLimitStore(client, prefix, logger);
    const rule = { limit: 3, windowMs: 60_000 };

    expect((await store.hit('visitor', rule)).allowed).toBe(true);
    expect(store.fallbacks).toBe(0);

    await redis.stop();
    const during = [];
    for (let i = 0; i < 4; i++) during.push((await store.hit('visitor', rule)).allowed);
    // Counted afresh in this process: customers are answered, the limit still bites.
    expect(during).toEqual([true, true, true, false]);
    expect(store.fallbacks).toBe(4);
    expect(store.degraded).toBe(true);

    await redis.start();
    expect(await waitUntilReady(client, 10_000)).toBe(true);
    // A call that failed in flight pauses Redis for a few seconds; then it is used again.
    await expect
      .poll(() => isDegradedAfterHit(store, 'visitor', rule), { timeout: 10_000 })
      .toBe(false);
    const fallbacks = store.fallbacks;
    expect((await store.hit('visitor', rule)).allowed).toBe(true);
    expect(store.fallbacks).toBe(fallbacks);
    // Counted in Redis again (the restarted server kept no data: two hits since it came back).
    expect(await client.get(`${prefix}limit:window:visitor`)).toBe('2');
    expect(lines.filter((line) => line.includes('Redis is unavailable'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('Redis is back: rate limits'))).toHaveLength(1);
  });
});

describe.skipIf(isPostgresRerun)('a Redis that stops answering', () => {
  const ownRedis = ownRedisForBlock();

  it('costs one command timeout, not one per request, and is used again once it answers', async (context) => {
    const redis = ownRedis(context);
    const client = await connect(redis.url);
    const store = new RedisRateLimitStore(
      client,
      uniquePrefix('hung'),
      createCapturingLogger().logger,
    );
    const rule = { limit: 100, windowMs: 60_000 };
    expect((await store.hit('k', rule)).allowed).toBe(true);

    redis.freeze();
    const timings: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      expect((await store.hit('k', rule)).allowed).toBe(true);
      timings.push(Date.now() - started);
    }
    expect(timings[0]).toBeGreaterThanOrEqual(900); // the one command timeout (1 s)
    expect(Math.max(...timings.slice(1))).toBeLessThan(50);
    expect(store.fallbacks).toBe(5);

    redis.thaw();
    await expect.poll(() => isDegradedAfterHit(store, 'k', rule), { timeout: 15_000 }).toBe(false);
  });
});

import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresRerun } from '../../test/support/database';
import { createCapturingLogger } from '../../test/support/log-capture';
import {
  deleteKeys,
  findTestRedisOnFirstRun,
  freePort,
  ownRedisForBlock,
  uniquePrefix,
} from '../../test/support/redis';
import type { JobQueue } from './jobs';
import { createRedisJobQueue, type RedisJobQueue } from './jobs-redis';
import { createRedisClient, waitUntilReady } from './redis';

const redisUrl = await findTestRedisOnFirstRun();

const opened: { client: Redis; jobs: JobQueue }[] = [];
async function openQueue(url: string, prefix: string, log = createCapturingLogger().logger) {
  const client = createRedisClient(url, 'jobs-test');
  await waitUntilReady(client, 2000);
  const jobs = createRedisJobQueue({ client, url, prefix, log });
  opened.push({ client, jobs });
  return jobs;
}
afterAll(async () => {
  for (const { client, jobs } of opened) {
    await jobs.close();
    client.disconnect();
  }
});

describe.skipIf(!redisUrl)('BullMQ jobs shared by processes', () => {
  const url = redisUrl!;
  const prefix = uniquePrefix('jobs').replace(/:$/, '');
  let first: RedisJobQueue;
  let second: RedisJobQueue;
  const ranOn: Record<string, string[]> = {};
  const define = (jobs: JobQueue, process: string) =>
    jobs.define<{ id: string }>('record', {
      run: async ({ id }) => {
        ranOn[id] = [...(ranOn[id] ?? []), process];
      },
    });
  beforeAll(async () => {
    first = await openQueue(url, prefix);
    second = await openQueue(url, prefix);
    define(first, 'first');
    define(second, 'second');
  });
  afterAll(() => deleteKeys(url, prefix));

  it('runs each job added by one process exactly once, on whichever process is free', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `job-${i}`);
    await Promise.all(ids.map((id) => first.add('record', { id })));
    await expect.poll(() => Object.keys(ranOn).length, { timeout: 10_000 }).toBe(20);
    await first.drain();
    expect(Object.values(ranOn).every((processes) => processes.length === 1)).toBe(true);
    expect(first.fallbacks + second.fallbacks).toBe(0);
  });

  it('retries a failing job with back-off, through Redis', async () => {
    const tries: number[] = [];
    for (const jobs of [first, second]) {
      jobs.define('flaky', {
        attempts: 3,
        backoffMs: 100,
        run: async () => {
          tries.push(Date.now());
          if (tries.length < 3) throw new Error('not yet');
        },
      });
    }
    await second.add('flaky', {});
    await expect.poll(() => tries.length, { timeout: 10_000 }).toBe(3);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(90);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(190);
    expect(second.fallbacks).toBe(0);
  });

  it('keeps one job per id while it exists', async () => {
    await first.add('record', { id: 'dedup' }, { jobId: 'dedup-1' });
    await second.add('record', { id: 'dedup' }, { jobId: 'dedup-1' });
    await first.drain();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ranOn.dedup).toHaveLength(1);
  });
});

describe.skipIf(isPostgresRerun)('jobs when Redis is unreachable', () => {
  it('run in this process, counted, with one warning', async () => {
    const { logger, lines } = createCapturingLogger();
    const jobs = await openQueue(
      `redis://127.0.0.1:${await freePort()}`,
      uniquePrefix('jobs-away').replace(/:$/, ''),
      logger,
    );
    const ran: number[] = [];
    jobs.define<{ n: number }>('local', { run: async ({ n }) => void ran.push(n) });
    const started = Date.now();
    await jobs.add('local', { n: 1 });
    await jobs.add('local', { n: 2 });
    expect(Date.now() - started).toBeLessThan(500);
    await jobs.drain();
    expect(ran).toEqual([1, 2]);
    expect((jobs as RedisJobQueue).fallbacks).toBe(2);
    expect(
      lines.filter((line) => line.includes('background jobs run in each process')),
    ).toHaveLength(1);
  });
});

describe.skipIf(isPostgresRerun)('jobs through a Redis outage', () => {
  const ownRedis = ownRedisForBlock();

  it('run here while Redis is down, and go through Redis again once it is back', async (context) => {
    const redis = ownRedis(context);
    const { logger, lines } = createCapturingLogger();
    const prefix = uniquePrefix('jobs-outage').replace(/:$/, '');
    const jobs = (await openQueue(redis.url, prefix, logger)) as RedisJobQueue;
    const ran: string[] = [];
    jobs.define<{ id: string }>('work', { run: async ({ id }) => void ran.push(id) });

    await jobs.add('work', { id: 'before' });
    await expect.poll(() => ran).toEqual(['before']);
    expect(jobs.fallbacks).toBe(0);

    await redis.stop();
    await jobs.add('work', { id: 'during' });
    await jobs.drain();
    expect(ran).toEqual(['before', 'during']);
    expect(jobs.fallbacks).toBe(1);

    await redis.start();
    const client = opened.at(-1)!.client;
    expect(await waitUntilReady(client, 10_000)).toBe(true);
    // An add that failed in flight leaves Redis alone for a few seconds: jobs added meanwhile
    // still run here. Then one goes through Redis, and the worker, reconnected, takes it.
    const added: string[] = [];
    const addsThroughRedis = async () => {
      const before = jobs.fallbacks;
      const id = `after-${added.length}`;
      added.push(id);
      await jobs.add('work', { id });
      return jobs.fallbacks === before;
    };
    await expect.poll(addsThroughRedis, { timeout: 15_000, interval: 250 }).toBe(true);
    await expect.poll(() => ran.slice(2).sort(), { timeout: 15_000 }).toEqual(added.sort());
    expect(lines.some((line) => line.includes('Redis is back: background jobs'))).toBe(true);
  });

  it('started while Redis is down, uses it once it comes', async (context) => {
    const redis = ownRedis(context);
    await redis.stop();
    const prefix = uniquePrefix('jobs-late').replace(/:$/, '');
    const client = createRedisClient(redis.url, 'jobs-test');
    const jobs = createRedisJobQueue({
      client,
      url: redis.url,
      prefix,
      log: createCapturingLogger().logger,
    });
    opened.push({ client, jobs });
    const ran: string[] = [];
    jobs.define<{ id: string }>('late', { run: async ({ id }) => void ran.push(id) });
    await jobs.add('late', { id: 'while-down' });
    await jobs.drain();
    expect(ran).toEqual(['while-down']);

    await redis.start();
    expect(await waitUntilReady(client, 10_000)).toBe(true);
    await jobs.add('late', { id: 'through-redis' });
    await expect.poll(() => ran, { timeout: 15_000 }).toEqual(['while-down', 'through-redis']);
    expect(jobs.fallbacks).toBe(1);
  });
});

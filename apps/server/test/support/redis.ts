import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, type TestContext } from 'vitest';
import { isPostgresRerun } from './database';
import { findFreePort } from './free-port';

/**
 * The Redis tests may use: TEST_REDIS_URL, or the machine's own on 127.0.0.1:6379 when it
 * answers. Undefined when there is none: Redis tests skip.
 */
export async function findTestRedis(): Promise<string | undefined> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  return (await isAnswering(url, 1000)) ? url : undefined;
}

/** A TCP port nothing listens on right now (a Redis that never answers, among others). */
export const freePort = findFreePort;

/**
 * findTestRedis for tests that touch no database: undefined in the PostgreSQL rerun, which they
 * skip since the first run already covered them.
 */
export async function findTestRedisOnFirstRun(): Promise<string | undefined> {
  return isPostgresRerun ? undefined : findTestRedis();
}

/** A key prefix of one test's own: parallel runs (both database projects, other files) never meet. */
export function uniquePrefix(name: string): string {
  return `test:${name}:${randomBytes(4).toString('hex')}:`;
}

/** Deletes every key under `prefix` (after a test). */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

const hasRedisServer = () => spawnSync('redis-server', ['--version']).status === 0;

/**
 * A redis-server of the test's own, on a free port and without persistence, that the test may
 * stop and start again (an outage) without touching the machine's Redis. Undefined when the
 * `redis-server` program is not installed: such tests skip.
 */
export async function startOwnRedis() {
  if (!hasRedisServer()) return undefined;
  const port = await findFreePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (!(await isAnswering(url, 500))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  /** Stops the server answering while its connections stay open (SIGSTOP), as a hung host would. */
  const freeze = () => child?.kill('SIGSTOP');
  const thaw = () => child?.kill('SIGCONT');

  await start();
  return {
    url,
    port,
    start,
    stop,
    freeze,
    thaw,
    async close() {
      thaw();
      await stop();
    },
  };
}

export type OwnRedis = NonNullable<Awaited<ReturnType<typeof startOwnRedis>>>;

/**
 * Called in a describe block: a redis-server of the block's own (startOwnRedis), started before its
 * tests and closed after them. Each test takes it from the function returned, which skips the test
 * where `redis-server` is not installed.
 */
export function ownRedisForBlock(): (context: TestContext) => OwnRedis {
  let redis: OwnRedis | undefined;
  beforeAll(async () => {
    redis = await startOwnRedis();
  });
  afterAll(() => redis?.close());
  return (context) => {
    if (!redis) return context.skip('redis-server is not installed');
    return redis;
  };
}

async function isAnswering(url: string, timeoutMs: number): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

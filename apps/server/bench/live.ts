/**
 * The live inbox under load (issue 24): two server processes on PostgreSQL (+ Redis when it
 * answers), customers holding their conversation's event stream open, a member replying.
 *
 *   npm run bench:live --workspace @frontdesk/server
 *   cd apps/server && npx tsx bench/live.ts --streams 1000 --replies 300
 *
 * Measures (goals in parentheses):
 * - the time from a member's reply (POST /conversations/{id}/replies on process A) to its arrival
 *   on the customer's open stream, which is on process A or on process B (p95 <= 150 ms with
 *   1,000 open streams across the two processes);
 * - what 1,000 idle open streams cost one process in memory, after a forced collection
 *   (<= 100 MB), and that it comes back once they are closed.
 * The floor beside it: the same HTTP round trip to the same process with nothing live (a GET of
 * the inbox), so the figure says what the live path adds to a request.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { LiveEvent } from '@frontdesk/contracts';
import { sql } from 'drizzle-orm';
import { createTokenIssuer } from '../src/platform/auth/tokens';
import { openDatabase, rowsOf } from '../src/platform/db/client';
import { deriveKeys } from '../src/platform/secrets';
import { openEventStream } from '../test/support/event-stream';
import { type SpawnedServer, spawnServer } from '../test/support/spawn-server';
import { percentile } from './model-load';
import { benchKeys, seedBenchDatabase } from './seed';
import { memoryProbe, residentBytes } from './server-memory';

const { values: args } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/frontdesk_bench_live',
    },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    streams: { type: 'string', default: '1000' },
    replies: { type: 'string', default: '300' },
    /** Replies sent per second (an inbox's busiest minute, many times over). */
    rate: { type: 'string', default: '50' },
  },
});
const STREAMS = Number(args.streams);
const REPLIES = Number(args.replies);
const RATE = Number(args.rate);
const JWT_SECRET = `bench-live-${randomUUID()}`;
const ENCRYPTION_KEY = 'ab'.repeat(32);
// Node's fetch opens as many connections to one host as asked (no per-origin limit): 1,000
// streams are 1,000 sockets, as 1,000 customers' browsers would be.

async function redisAnswers(url: string): Promise<boolean> {
  try {
    const { default: Redis } = await import('ioredis');
    const client = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 500,
    });
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

async function startProcess(workDir: string, withRedis: boolean) {
  const memory = memoryProbe(workDir);
  const server = await spawnServer({
    env: {
      ...memory.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: workDir,
      WEB_DIST_DIR: path.join(workDir, 'no-web-build'),
      DATABASE_URL: args['database-url'],
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_API_RATE_LIMITS: 'off',
      // Each stream is another customer's browser: its own address (a visitor may hold 5 streams).
      TRUST_PROXY: '1',
      JWT_SECRET,
      ENCRYPTION_KEY,
      ...(withRedis ? { REDIS_URL: args.redis } : {}),
    },
    dropInherited: ['REDIS_URL', 'EMBEDDING_PROVIDER', 'WEB_CONCURRENCY', 'LLM_PROVIDER'],
    // Warnings and errors only (LOG_LEVEL): they say why a run went wrong.
    onOutput: (chunk) => process.stderr.write(chunk),
  });
  await server.untilReady();
  return { server, memory };
}

/** A member of the seeded organization and a token for them, minted as the server would. */
async function addMember(url: string): Promise<{ organizationId: string; token: string }> {
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    const [org] = rowsOf(
      await handle.db.execute(sql`SELECT id FROM organizations ORDER BY name LIMIT 1`),
    );
    const organizationId = String(org!.id);
    const [user] = rowsOf(
      await handle.db.execute(sql`
        INSERT INTO users (email, name, password_hash, active)
        VALUES (${`dana-${randomUUID()}@bench.test`}, 'Dana', 'not-a-password', true) RETURNING id`),
    );
    const userId = String(user!.id);
    await handle.db.execute(sql`
      INSERT INTO memberships (organization_id, user_id, role) VALUES (${organizationId}, ${userId}, 'owner')`);
    const keys = deriveKeys({
      jwtSecret: new TextEncoder().encode(JWT_SECRET),
      encryptionKey: Buffer.from(ENCRYPTION_KEY, 'hex'),
    });
    const token = await createTokenIssuer(keys.accessTokens, 3600).issue({
      userId,
      tokenVersion: 0,
      organizationId,
    });
    return { organizationId, token };
  } finally {
    await handle.close();
  }
}

async function call(
  base: string,
  route: string,
  init: { method?: string; body?: unknown; auth: string },
) {
  const response = await fetch(`${base}/api/v1${route}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: init.auth,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${route}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** A customer's open stream (as the widget holds it), and when a given reply arrives on it. */
async function openStream(base: string, key: string, conversationId: string, n: number) {
  const stream = await openEventStream<LiveEvent>(
    `${base}/api/v1/conversations/${conversationId}/events`,
    { authorization: key, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
  );
  return {
    /** The time the message `marker` arrives: the waiter wakes as the stream's chunk is read. */
    async arrival(marker: string): Promise<number> {
      await stream.next((e) => e.type === 'message' && e.message.content === marker, 30_000);
      return performance.now();
    },
    close: () => stream.close(),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const url = args['database-url'];
  const withRedis = await redisAnswers(args.redis);
  console.log(`seeding ${url}; Redis ${withRedis ? 'on' : 'absent'}`);
  await seedBenchDatabase(url, { organizations: 1, passagesPerOrganization: 50 });
  const [key] = await (async () => {
    const handle = await openDatabase({ kind: 'postgres', url });
    try {
      return await benchKeys(handle.db);
    } finally {
      await handle.close();
    }
  })();
  const member = await addMember(url);
  const bearer = `Bearer ${member.token}`;
  const [a, b] = await Promise.all([
    startProcess(await mkdtemp(path.join(os.tmpdir(), 'live-a-')), withRedis),
    startProcess(await mkdtemp(path.join(os.tmpdir(), 'live-b-')), withRedis),
  ]);
  const servers: SpawnedServer[] = [a.server, b.server];
  try {
    // Customers start their conversations; the member takes each one over.
    const ids: string[] = [];
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, STREAMS - i) }, () =>
          call(a.server.baseUrl, '/conversations', {
            method: 'POST',
            auth: key!,
            body: { message: 'hello' },
          }),
        ),
      );
      ids.push(...batch.map((reply: { conversationId: string }) => reply.conversationId));
    }
    for (let i = 0; i < ids.length; i += 50) {
      await Promise.all(
        ids
          .slice(i, i + 50)
          .map((id) =>
            call(a.server.baseUrl, `/conversations/${id}/claim`, { method: 'POST', auth: bearer }),
          ),
      );
    }

    // Memory: 1,000 idle streams on one process (B), after a forced collection each time.
    const idle = await b.memory.measure(b.server.child);
    const onB = await Promise.all(ids.map((id, i) => openStream(b.server.baseUrl, key!, id, i)));
    await sleep(2_000);
    const held = await b.memory.measure(b.server.child);
    await Promise.all(onB.map((s) => s.close()));
    await sleep(2_000);
    const after = await b.memory.measure(b.server.child);
    console.log(
      `${ids.length} idle streams on one process: heap ${mb(idle.heapUsed)} -> ${mb(held.heapUsed)} (+${mb(held.heapUsed - idle.heapUsed)}), ` +
        `RSS ${mb(idle.rss)} -> ${mb(held.rss)} (+${mb(held.rss - idle.rss)}); closed: heap ${mb(after.heapUsed)}, RSS ${mb(after.rss)}`,
    );

    // Latency: streams split across the two processes; replies sent through A.
    const streams = await Promise.all(
      ids.map((id, i) =>
        openStream(i % 2 === 0 ? a.server.baseUrl : b.server.baseUrl, key!, id, i),
      ),
    );
    await sleep(1_000);
    const same: number[] = [];
    const cross: number[] = [];
    const floor: number[] = [];
    const sends: Promise<void>[] = [];
    for (let n = 0; n < REPLIES; n++) {
      const index = (n * 7) % ids.length;
      const marker = `reply ${n} ${randomUUID()}`;
      sends.push(
        (async () => {
          const started = performance.now();
          const arrival = streams[index]!.arrival(marker);
          await call(a.server.baseUrl, `/conversations/${ids[index]}/replies`, {
            method: 'POST',
            auth: bearer,
            body: { text: marker },
          });
          (index % 2 === 0 ? same : cross).push((await arrival) - started);
        })(),
      );
      sends.push(
        (async () => {
          const started = performance.now();
          await call(a.server.baseUrl, '/inbox?view=mine', { auth: bearer }).catch(() => {});
          floor.push(performance.now() - started);
        })(),
      );
      await sleep(1000 / RATE);
    }
    await Promise.all(sends);
    const row = (name: string, values: number[]) =>
      `| ${name} | ${values.length} | ${percentile(values, 50).toFixed(1)} ms | ${percentile(values, 95).toFixed(1)} ms | ${percentile(values, 99).toFixed(1)} ms |`;
    console.log(
      `\n${ids.length} open streams across two processes, ${REPLIES} replies at ${RATE}/s:\n`,
    );
    console.log('| path | n | p50 | p95 | p99 |\n|---|---:|---:|---:|---:|');
    console.log(row('reply to a stream on the same process', same));
    console.log(row('reply to a stream on the other process', cross));
    console.log(row('all replies', [...same, ...cross]));
    console.log(row('floor: GET /inbox on the same process', floor));
    console.log(
      `\nRSS now: A ${mb(residentBytes(a.server.child.pid!))}, B ${mb(residentBytes(b.server.child.pid!))}`,
    );
    await Promise.all(streams.map((s) => s.close()));
  } finally {
    await Promise.all(servers.map((server) => server.stop(5_000)));
  }
}

await main();

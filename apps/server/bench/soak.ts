/**
 * Soak: the public API at a fixed rate for a long time, on PostgreSQL and Redis, as production
 * runs it (the real server process, rate limits on and kept in Redis, mail over SMTP). Reports,
 * minute by minute, the turns sent, the errors, p50 and p99 latency and the server's RSS. Not
 * part of `npm test`.
 *
 *   npx tsx bench/soak.ts                                  # 10 minutes at 5 turns a second
 *   npx tsx bench/soak.ts --minutes 3 --rate 4
 *   npx tsx bench/soak.ts --database-url postgres://postgres@127.0.0.1:5432/postgres \
 *     --redis-url redis://127.0.0.1:6379
 *
 * A throwaway database is created on the server of --database-url and dropped at the end; Redis
 * keys live under their own prefix. Requests are sent open-loop (on a clock, not after the last
 * answer), so a server that slows down shows it in the latency instead of hiding it. Customers
 * come from --visitors addresses (X-Forwarded-For behind TRUST_PROXY=1) and continue each
 * conversation for three turns, like people do; the organization is on the Enterprise plan, so
 * its limits (1,200 a minute, 30 a minute per visitor) are not what is measured.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { askPublic, setUpBusiness } from '../test/faults/support/business';
import { startServerProcess } from '../test/faults/support/server-process';
import { startSmtpCapture } from '../test/support/smtp';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '5' },
    visitors: { type: 'string', default: '60' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
const minutes = Number(args.minutes);
const rate = Number(args.rate);
const visitors = Number(args.visitors);
if (!Number.isInteger(minutes) || minutes < 1 || !Number.isInteger(rate * 60) || rate <= 0) {
  throw new Error('--minutes is a whole number of minutes, and --rate times 60 a whole number');
}
const REQUEST_TIMEOUT_MS = 30_000;
const RSS_SAMPLE_MS = 5_000;

const QUESTIONS = [
  'How much is a cleaning?',
  'Are you open on Saturday?',
  'How much is a deep cleaning without insurance?',
  'What time do you close?',
  'Do you sell bicycles?',
];

interface Minute {
  sent: number;
  latencies: number[];
  errors: Map<string, number>;
  rssBytes: number[];
}

const newMinute = (): Minute => ({ sent: 0, latencies: [], errors: new Map(), rssBytes: [] });

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kilobytes) * 1024;
}

/** The soak's keys (rate-limit windows, job queues), under its own prefix. */
async function deleteRedisKeys(url: string, prefix: string) {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function withAdmin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function report(table: Minute[]) {
  const lines = [
    '| minute | turns sent | errors | p50 ms | p99 ms | RSS MB (end) | RSS MB (min-max) |',
    '|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [index, minute] of table.entries()) {
    const sorted = [...minute.latencies].sort((a, b) => a - b);
    const errors = [...minute.errors.values()].reduce((sum, n) => sum + n, 0);
    const megabytes = (bytes: number | undefined) => (bytes ? (bytes / 2 ** 20).toFixed(0) : '-');
    const range = `${megabytes(Math.min(...minute.rssBytes))}-${megabytes(Math.max(...minute.rssBytes))}`;
    lines.push(
      `| ${index + 1} | ${minute.sent} | ${errors} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${megabytes(minute.rssBytes.at(-1))} | ${range} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const adminUrl = args['database-url'];
  const databaseName = `frontdesk_soak_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  await withAdmin(adminUrl, `CREATE DATABASE ${databaseName}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'frontdesk-soak-'));
  const smtp = await startSmtpCapture();
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: args['redis-url'],
    REDIS_KEY_PREFIX: `${databaseName}:`,
    SMTP_URL: smtp.url,
    TRUST_PROXY: '1',
  });
  const pid = server.child.pid!;
  try {
    const business = await setUpBusiness(server.baseUrl, smtp);
    console.log(
      `soak: ${minutes} min at ${rate} turns/s from ${visitors} visitors, server pid ${pid}, database ${databaseName}`,
    );
    const table: Minute[] = Array.from({ length: minutes }, newMinute);
    const startedAt = performance.now();
    const minuteOf = (at: number) => Math.min(minutes - 1, Math.floor((at - startedAt) / 60_000));
    const conversations = new Map<number, { id: string; turns: number }>();
    const pending = new Set<Promise<void>>();

    const sampler = setInterval(() => {
      table[minuteOf(performance.now())]!.rssBytes.push(rssOf(pid));
    }, RSS_SAMPLE_MS);

    const perMinute = rate * 60;
    const sendOne = async (index: number) => {
      const visitor = index % visitors;
      const sentAt = performance.now();
      // By schedule, not by clock: request n belongs to minute n / (rate * 60).
      const minute = table[Math.floor(index / perMinute)]!;
      minute.sent += 1;
      const ongoing = conversations.get(visitor);
      try {
        const response = await askPublic(
          server.baseUrl,
          business.key,
          {
            message: QUESTIONS[index % QUESTIONS.length]!,
            conversationId: ongoing && ongoing.turns < 3 ? ongoing.id : undefined,
          },
          {
            headers: { 'x-forwarded-for': `10.77.${Math.floor(visitor / 250)}.${visitor % 250}` },
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          },
        );
        const body = (await response.json()) as { conversationId?: string };
        if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
        minute.latencies.push(performance.now() - sentAt);
        const continued = ongoing && ongoing.id === body.conversationId;
        conversations.set(visitor, {
          id: body.conversationId!,
          turns: continued ? ongoing.turns + 1 : 1,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        minute.errors.set(reason, (minute.errors.get(reason) ?? 0) + 1);
      }
    };

    // Open loop: request n leaves at startedAt + n / rate, whatever the answers are doing.
    for (let index = 0; index < minutes * perMinute; index++) {
      const due = startedAt + (index * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const request = sendOne(index).finally(() => pending.delete(request));
      pending.add(request);
      if (index > 0 && index % perMinute === 0) {
        const done = table[index / perMinute - 1]!;
        console.log(
          `minute ${index / perMinute}: ${done.sent} sent, ${done.latencies.length} answered 200`,
        );
      }
    }
    await Promise.all(pending);
    clearInterval(sampler);

    console.log(`\n${report(table)}\n`);
    const errors = new Map<string, number>();
    for (const minute of table) {
      for (const [reason, count] of minute.errors)
        errors.set(reason, (errors.get(reason) ?? 0) + count);
    }
    console.log(errors.size === 0 ? 'errors: none' : `errors: ${JSON.stringify([...errors])}`);
    const rssFrom = table[Math.min(1, minutes - 1)]!.rssBytes.at(-1);
    const rssTo = table.at(-1)!.rssBytes.at(-1);
    if (rssFrom && rssTo) {
      const drift = ((rssTo - rssFrom) / rssFrom) * 100;
      console.log(
        `RSS from the end of minute ${Math.min(2, minutes)} to the end: ${(rssFrom / 2 ** 20).toFixed(0)} -> ${(rssTo / 2 ** 20).toFixed(0)} MB (${drift >= 0 ? '+' : ''}${drift.toFixed(1)}%)`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await smtp.close();
    await withAdmin(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await deleteRedisKeys(args['redis-url'], `${databaseName}:`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

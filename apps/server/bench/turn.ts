/**
 * The public turn against its floor, side by side on one database: the floor (bench/floor-server.ts,
 * bare Fastify and pg) and the product (what `npm start` runs: the compiled server when it is
 * built, else the TypeScript through tsx; built-in engine, PUBLIC_API_RATE_LIMITS=off), one after
 * the other, each under autocannon for the same time, twice, then the ratios.
 *
 *   npx tsx bench/turn.ts                 # seeds frontdesk_bench first if it is empty
 *   npx tsx bench/turn.ts --duration 20 --connections 10 --rounds 2
 *   npx tsx bench/turn.ts --only product --profile /tmp/profiles   # node --cpu-prof
 *   npx tsx bench/turn.ts --product /elsewhere/apps/server/src/server.ts  # another checkout
 *   npx tsx bench/turn.ts --port 3300 --database-url postgres://postgres@127.0.0.1:5432/mine
 *   npx tsx bench/turn.ts --only product --organizations 1 --prior-turns 90000
 *
 * With --prior-turns N the product runs twice a round: at the start of a billing period, and once
 * the period already holds N turns of the organizations asked (their conversations, messages and
 * usage, as that many turns would have left them): what a turn costs must not grow with the
 * month's traffic. Enterprise allows 100,000 prompts a period, so N plus the run's own turns must
 * stay under that for the turns to be answered.
 *
 * Every request starts a new conversation in one of the organizations (each key in turn) with a
 * question drawn from the corpus. The turn tables are emptied before each run, so both servers
 * meet the same database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { createCorpus } from './corpus';
import { DEFAULT_BENCH_DATABASE_URL, seedBenchDatabase } from './seed';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const ORGANIZATIONS = 100;
const PASSAGES = 1000;

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: DEFAULT_BENCH_DATABASE_URL },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    only: { type: 'string' },
    profile: { type: 'string' },
    product: { type: 'string' },
    port: { type: 'string', default: '3100' },
    reseed: { type: 'boolean', default: false },
    organizations: { type: 'string', default: String(ORGANIZATIONS) },
    'prior-turns': { type: 'string', default: '0' },
  },
});
const databaseUrl = args['database-url'];

interface Server {
  name: 'floor' | 'product' | 'product, period used';
  command: string[];
  env: Record<string, string>;
}

/** What `npm start` runs: the built server when there is one (or the entry given). */
function productCommand(): string[] {
  const built = path.join(SERVER_DIR, 'dist/server.js');
  const entry =
    args.product ?? (existsSync(built) ? built : path.join(SERVER_DIR, 'src/server.ts'));
  const profile = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [];
  return entry.endsWith('.ts') ? [...profile, '--import', 'tsx', entry] : [...profile, entry];
}

const servers: Server[] = [
  {
    name: 'floor',
    command: ['--import', 'tsx', path.join(SERVER_DIR, 'bench/floor-server.ts')],
    env: {},
  },
  {
    name: 'product',
    command: productCommand(),
    env: {
      NODE_ENV: 'production',
      PUBLIC_API_RATE_LIMITS: 'off',
      // The load is the point: production refuses the limits off unless told this.
      I_UNDERSTAND_PUBLIC_API_RATE_LIMITS_ARE_OFF: 'yes',
      BILLING_PROVIDER: 'local',
      LLM_PROVIDER: 'builtin',
      // Required with DATABASE_URL; a turn sends no mail, so nothing listens there.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      ENCRYPTION_KEY: '0'.repeat(64),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'frontdesk-bench-')),
    },
  },
];

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function isSeeded(): Promise<boolean> {
  try {
    return await withClient(async (client) => {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM content_passages');
      return rows[0].n >= ORGANIZATIONS * PASSAGES;
    });
  } catch {
    return false; // no database yet, or not migrated
  }
}

/** Both servers start from the same database: no conversation, message or usage from a run. */
const resetTurnTables = () =>
  withClient(async (client) => {
    await client.query('TRUNCATE conversations, usage_events CASCADE');
    // A checkout older than the running counts has no such table.
    await client.query(
      "DO $$ BEGIN IF to_regclass('usage_counters') IS NOT NULL THEN TRUNCATE usage_counters; END IF; END $$",
    );
  });

/**
 * What `turns` turns of each key's organization in its current period leave behind: a
 * conversation of two messages each, their usage events, and the period's running count.
 */
const seedPriorTurns = (keys: string[], turns: number) =>
  withClient(async (client) => {
    const { rows } = await client.query(
      `SELECT organization_id FROM api_keys WHERE key = ANY($1)`,
      [keys],
    );
    for (const { organization_id: organization } of rows) {
      await client.query(
        `WITH c AS (
           INSERT INTO conversations (organization_id, channel, messages_count, created_at, updated_at)
           SELECT $1, 'api', 2, now() - interval '1 minute', now() - interval '1 minute'
           FROM generate_series(1, $2) RETURNING id
         )
         INSERT INTO messages (organization_id, conversation_id, role, content, created_at)
         SELECT $1, c.id, r.role, 'A question and its answer, as a customer had them.',
           now() - interval '1 minute'
         FROM c, (VALUES ('user'), ('assistant')) AS r(role)`,
        [organization, turns],
      );
      await client.query(
        `INSERT INTO usage_events (organization_id, feature, quantity, created_at)
         SELECT $1, 'conversation.prompt', 1, now() - interval '1 minute' FROM generate_series(1, $2)`,
        [organization, turns],
      );
      await client.query(
        `DO $$ BEGIN
           IF to_regclass('usage_counters') IS NOT NULL THEN
             INSERT INTO usage_counters (organization_id, feature, period_start, quantity)
             SELECT organization_id, 'conversation.prompt', current_period_start, ${Number(turns)}
             FROM subscriptions WHERE organization_id = '${organization}';
           END IF;
         END $$`,
      );
    }
    await client.query('VACUUM ANALYZE conversations, messages, usage_events');
  });

async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy in 30 s');
}

/** Refuses a port something else listens on (another run's server would answer our load). */
function assertPortFree(port: number) {
  return new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: choose another with --port`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function start(server: Server, port: number): Promise<ChildProcess> {
  await assertPortFree(port);
  const log = openSync(path.join(tmpdir(), `frontdesk-bench-${server.name}.log`), 'w');
  const child = spawn(process.execPath, server.command, {
    cwd: SERVER_DIR,
    env: { ...process.env, ...server.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    // The product logs every request as it would in production; the lines go to a file.
    stdio: ['ignore', log, log],
  });
  await waitForHealth(`http://127.0.0.1:${port}`, child);
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function load(port: number, seconds: number, keys: string[], questions: string[]) {
  let next = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: Number(args.connections),
    duration: seconds,
    requests: [
      {
        setupRequest(request) {
          const i = next++;
          return {
            ...request,
            method: 'POST',
            path: '/api/v1/conversations',
            headers: { 'content-type': 'application/json', authorization: keys[i % keys.length]! },
            body: JSON.stringify({ message: questions[i % questions.length] }),
          };
        },
      },
    ],
  });
}

interface Run {
  round: number;
  server: Server['name'];
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU milliseconds per turn of the server process and of its database backends. */
  serverCpu: number;
  databaseCpu: number;
}

/** CPU seconds a process has used so far (Linux /proc; 0 where it cannot be read). */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU used by the server and by the PostgreSQL backends of the bench database: on a machine
 * shared with other work, throughput moves with the neighbours, CPU per turn much less.
 */
async function cpuNow(serverPid: number) {
  const backends = await withClient(async (client) => {
    const { rows } = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((row) => Number(row.pid));
  });
  return {
    server: cpuSecondsOf(serverPid),
    database: new Map(backends.map((pid) => [pid, cpuSecondsOf(pid)])),
  };
}

type CpuReading = Awaited<ReturnType<typeof cpuNow>>;

/** Seconds used between two readings; a backend opened in between counts from zero. */
function cpuBetween(before: CpuReading, after: CpuReading) {
  let database = 0;
  for (const [pid, seconds] of after.database)
    database += seconds - (before.database.get(pid) ?? 0);
  return { server: after.server - before.server, database };
}

async function main() {
  if (args.reseed || !(await isSeeded())) {
    console.log(`seeding ${databaseUrl} (${ORGANIZATIONS} x ${PASSAGES} passages)...`);
    await seedBenchDatabase(databaseUrl, {
      organizations: ORGANIZATIONS,
      passagesPerOrganization: PASSAGES,
    });
  }
  const keys = await withClient(async (client) => {
    const { rows } = await client.query(
      "SELECT key FROM api_keys WHERE key LIKE 'fd_pk_bench%' ORDER BY key LIMIT $1",
      [Number(args.organizations)],
    );
    return rows.map((row) => String(row.key));
  });
  const priorTurns = Number(args['prior-turns']);
  const corpus = createCorpus(7);
  const questions = Array.from({ length: 5000 }, () => corpus.question());
  const chosen = servers
    .filter((server) => !args.only || server.name === args.only)
    .flatMap((server) =>
      server.name === 'product' && priorTurns > 0
        ? [server, { ...server, name: 'product, period used' as const }]
        : [server],
    );
  console.log(`product: node ${productCommand().join(' ')}`);

  const runs: Run[] = [];
  for (let round = 1; round <= Number(args.rounds); round++) {
    for (const [i, server] of chosen.entries()) {
      await resetTurnTables();
      if (server.name === 'product, period used') await seedPriorTurns(keys, priorTurns);
      const port = Number(args.port) + i;
      const child = await start(server, port);
      try {
        await load(port, Number(args.warmup), keys, questions);
        const before = await cpuNow(child.pid!);
        const result = await load(port, Number(args.duration), keys, questions);
        // The pool's backends are the same ones after the warm-up (10 connections, kept open).
        const used = cpuBetween(before, await cpuNow(child.pid!));
        const turns = result.requests.total;
        const run = {
          round,
          server: server.name,
          perSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          failed: result.non2xx + result.errors + result.timeouts,
          serverCpu: (1000 * used.server) / turns,
          databaseCpu: (1000 * used.database) / turns,
        };
        runs.push(run);
        console.log(
          `round ${round} ${server.name.padEnd(20)} ${run.perSecond.toFixed(0).padStart(5)} turns/s` +
            `  p50 ${run.p50} ms  p99 ${run.p99} ms  failed ${run.failed}` +
            `  CPU per turn: server ${run.serverCpu.toFixed(2)} ms, database ${run.databaseCpu.toFixed(2)} ms`,
        );
      } finally {
        await stop(child);
      }
    }
  }
  report(runs);
}

function report(runs: Run[]) {
  reportPeriod(runs);
  const mean = (server: Run['server'], field: 'perSecond' | 'p99' | 'serverCpu') => {
    const of = runs.filter((run) => run.server === server);
    return of.reduce((sum, run) => sum + run[field], 0) / of.length;
  };
  if (!runs.some((run) => run.server === 'floor') || !runs.some((r) => r.server === 'product')) {
    return;
  }
  console.log(
    `\n| round | floor turns/s | floor p99 | product turns/s | product p99 | throughput | p99 |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  const rounds = [...new Set(runs.map((run) => run.round))];
  for (const round of rounds) {
    const floor = runs.find((run) => run.round === round && run.server === 'floor')!;
    const product = runs.find((run) => run.round === round && run.server === 'product')!;
    console.log(
      `| ${round} | ${floor.perSecond.toFixed(0)} | ${floor.p99} ms | ${product.perSecond.toFixed(0)} | ${product.p99} ms | ` +
        `${((100 * product.perSecond) / floor.perSecond).toFixed(0)}% | ${(product.p99 / floor.p99).toFixed(2)}x |`,
    );
  }
  const throughput = (100 * mean('product', 'perSecond')) / mean('floor', 'perSecond');
  const p99 = mean('product', 'p99') / mean('floor', 'p99');
  console.log(
    `\nproduct / floor, mean of ${rounds.length} rounds: throughput ${throughput.toFixed(0)}% (goal >= 80%), ` +
      `p99 ${p99.toFixed(2)}x (goal <= 1.5x); server CPU per turn ` +
      `${mean('floor', 'serverCpu').toFixed(2)} ms (floor) and ${mean('product', 'serverCpu').toFixed(2)} ms (product)`,
  );
}

/** The product at the start of a period against the product once the period holds its turns. */
function reportPeriod(runs: Run[]) {
  const of = (server: Run['server']) => runs.filter((run) => run.server === server);
  const fresh = of('product');
  const used = of('product, period used');
  if (fresh.length === 0 || used.length === 0) return;
  const mean = (list: Run[], field: 'perSecond' | 'p99') =>
    list.reduce((sum, run) => sum + run[field], 0) / list.length;
  console.log(
    `\nperiod used (${args['prior-turns']} prior turns) / period start, mean of ${fresh.length} rounds: ` +
      `throughput ${((100 * mean(used, 'perSecond')) / mean(fresh, 'perSecond')).toFixed(1)}% ` +
      `(goal >= 95%), p99 ${mean(fresh, 'p99').toFixed(1)} -> ${mean(used, 'p99').toFixed(1)} ms`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

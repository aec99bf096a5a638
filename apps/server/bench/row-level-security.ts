/**
 * What row-level security costs the public turn (decision 016). One process builds the app twice on
 * one PostgreSQL database, once switching each statement's tenant (`ROW_LEVEL_SECURITY=on`) and
 * once running everything as the connecting role (`off`), and alternates batches of public turns
 * between the two, so that whatever else the machine does falls on both alike. Each batch is
 * measured in CPU per turn: this process during the batch, and the batch's own PostgreSQL
 * backends (each app connects with its own application_name). Turns go through `app.inject`
 * (no HTTP), built-in engine, rate limits off, 10 at a time, a new conversation each.
 *
 *   npx tsx bench/row-level-security.ts                # frontdesk_bench, seeded if empty
 *   npx tsx bench/row-level-security.ts --rounds 20 --turns 300 \
 *     --database-url postgres://postgres@127.0.0.1:5432/frontdesk_rls_bench
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app';
import { createModelRegistry, modelSettingsFrom } from '../src/operator/models/registry';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/client';
import { createOutboxTransport } from '../src/platform/mail/mailer';
import { createCorpus } from './corpus';
import { DEFAULT_BENCH_DATABASE_URL, seedBenchDatabase } from './seed';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: DEFAULT_BENCH_DATABASE_URL },
    rounds: { type: 'string', default: '12' },
    turns: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '10' },
  },
});
const databaseUrl = args['database-url'];
const logger = pino({ level: 'warn' });

type Mode = 'on' | 'off';
interface Batch {
  server: number;
  database: number;
  perSecond: number;
}

async function startApp(mode: Mode) {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', `frontdesk_rls_${mode}`);
  const database = await openDatabase(
    { kind: 'postgres', url: url.toString() },
    { rowLevelSecurity: mode === 'on' },
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url.toString(),
    // Required with DATABASE_URL; a turn sends no mail.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PUBLIC_API_RATE_LIMITS: 'off',
    LLM_PROVIDER: 'builtin',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await buildApp({
    config,
    database,
    mailer: createOutboxTransport({ log: logger, directory: tmpdir() }),
    secrets: {
      jwtSecret: new TextEncoder().encode('bench-secret-bench-secret-bench-secret-0'),
      encryptionKey: Buffer.alloc(32, 1),
    },
    logger,
    models: await createModelRegistry(modelSettingsFrom(config)),
  });
  await app.ready();
  return { app, database };
}

/** CPU milliseconds a process has used (user + system), from /proc. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

async function main() {
  const admin = new pg.Client({ connectionString: databaseUrl });
  const seeded = await admin
    .connect()
    .then(() => admin.query('SELECT count(*)::int AS n FROM content_passages'))
    .then((result) => result.rows[0].n >= 100_000)
    .catch(() => false);
  if (!seeded) {
    await admin.end().catch(() => {});
    console.log(`seeding ${databaseUrl} (100 x 1,000 passages)...`);
    await seedBenchDatabase(databaseUrl, { organizations: 100, passagesPerOrganization: 1000 });
    return main();
  }
  await admin.query('TRUNCATE conversations, usage_events CASCADE');
  const keys = (
    await admin.query("SELECT key FROM api_keys WHERE key LIKE 'fd_pk_bench%' ORDER BY key")
  ).rows.map((row) => String(row.key));
  const apps = { on: await startApp('on'), off: await startApp('off') };
  const corpus = createCorpus(7);
  const questions = Array.from({ length: 5000 }, () => corpus.question());
  let asked = 0;

  const backendsOf = async (mode: Mode) =>
    (
      await admin.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
        `frontdesk_rls_${mode}`,
      ])
    ).rows.map((row) => Number(row.pid));

  async function batch(mode: Mode, turns: number): Promise<Batch> {
    const { app } = apps[mode];
    const before = new Map((await backendsOf(mode)).map((pid) => [pid, cpuMs(pid)]));
    const cpu = process.cpuUsage();
    const started = performance.now();
    let sent = 0;
    const worker = async () => {
      while (sent < turns) {
        sent += 1;
        const i = asked++;
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/conversations',
          headers: { authorization: keys[i % keys.length]! },
          payload: { message: questions[i % questions.length] },
        });
        if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      }
    };
    await Promise.all(Array.from({ length: Number(args.concurrency) }, worker));
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    let database = 0;
    for (const pid of await backendsOf(mode)) database += cpuMs(pid) - (before.get(pid) ?? 0);
    return {
      server: (used.user + used.system) / 1000 / turns,
      database: database / turns,
      perSecond: turns / seconds,
    };
  }

  const turns = Number(args.turns);
  await batch('on', turns);
  await batch('off', turns);
  const results: Record<Mode, Batch[]> = { on: [], off: [] };
  for (let round = 1; round <= Number(args.rounds); round++) {
    // Each mode goes first in every other round.
    for (const mode of round % 2 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
      const measured = await batch(mode, turns);
      results[mode].push(measured);
      console.log(
        `round ${String(round).padStart(2)} ${mode.padEnd(3)} server ${measured.server.toFixed(2)} ms` +
          `  database ${measured.database.toFixed(2)} ms  ${measured.perSecond.toFixed(0)} turns/s`,
      );
    }
  }
  report(results);
  for (const { app, database } of Object.values(apps)) {
    await app.close();
    await database.close();
  }
  await admin.end();
}

function report(results: Record<Mode, Batch[]>) {
  const median = (values: number[]) =>
    values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const total = (batch: Batch) => batch.server + batch.database;
  const costs = results.on.map((on, i) => 100 * (total(on) / total(results.off[i]!) - 1));
  console.log(
    '\n| row-level security | server CPU a turn | database CPU a turn | total | turns/s |',
  );
  console.log('|---|---:|---:|---:|---:|');
  for (const mode of ['off', 'on'] as const) {
    const batches = results[mode];
    console.log(
      `| ${mode} | ${median(batches.map((b) => b.server)).toFixed(2)} ms | ` +
        `${median(batches.map((b) => b.database)).toFixed(2)} ms | ${median(batches.map(total)).toFixed(2)} ms | ` +
        `${median(batches.map((b) => b.perSecond)).toFixed(0)} |`,
    );
  }
  console.log(
    `\ncost of row-level security, round by round (CPU a turn, on / off): mean ${mean(costs).toFixed(1)}%, ` +
      `median ${median(costs).toFixed(1)}% (goal < 5%); rounds: ${costs.map((c) => c.toFixed(1)).join(' ')}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

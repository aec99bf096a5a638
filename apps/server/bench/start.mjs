#!/usr/bin/env node
// Start and memory: the time from `npm start`'s command (node scripts/start.mjs) to a healthy
// /healthz on an existing PGlite data dir, and the server process's idle RSS on PGlite and on
// PostgreSQL. Each start is measured a few times after one warm-up start (which creates the
// PGlite data dir or migrates the PostgreSQL database).
//
//   node apps/server/bench/start.mjs
//   node apps/server/bench/start.mjs --runs 5 --database-url postgres://postgres@127.0.0.1:5432/frontdesk_start
//   node apps/server/bench/start.mjs --entry "--import tsx apps/server/src/server.ts"   # a server entry instead
//
// Goals (issue 14): start <= 1.5 s; idle RSS <= 450 MB on PGlite, <= 150 MB on PostgreSQL.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'idle-seconds': { type: 'string', default: '5' },
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/frontdesk_start',
    },
    entry: { type: 'string' },
  },
});
const PORT = 3190;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The command `npm start` runs, or a server entry given on the command line. */
const command = args.entry ? args.entry.split(' ') : ['scripts/start.mjs'];

/** The server's pid: start.mjs's child, or the process itself when an entry was given. */
function serverPid(pid) {
  if (args.entry) return pid;
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ');
    return Number(children[0]) || pid;
  } catch {
    return pid;
  }
}

/** CPU seconds a process has used (user + system): what a start costs, whatever else runs. */
const cpuSeconds = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

async function startServer(env) {
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  const seconds = (performance.now() - started) / 1000;
  const server = serverPid(child.pid);
  const cpu = cpuSeconds(server) + (server === child.pid ? 0 : cpuSeconds(child.pid));
  return { child, seconds, cpu };
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Starts `runs` times after a warm-up; answers the start times and the last run's idle RSS. */
async function measure(env) {
  const warm = await startServer(env);
  await stopServer(warm.child);
  const times = [];
  const cpus = [];
  let rss = 0;
  for (let i = 0; i < Number(args.runs); i++) {
    const { child, seconds, cpu } = await startServer(env);
    times.push(seconds);
    cpus.push(cpu);
    if (i === Number(args.runs) - 1) {
      await sleep(Number(args['idle-seconds']) * 1000);
      rss = rssMb(serverPid(child.pid));
    }
    await stopServer(child);
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { median: median(times), best: Math.min(...times), cpu: median(cpus), rss };
}

async function recreateDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'frontdesk-start-'));
try {
  console.log(`command: node ${command.join(' ')}`);
  const pglite = await measure({ DATA_DIR: dataDir });
  console.log(
    `PGlite (existing data dir): start ${pglite.median.toFixed(2)} s median, ` +
      `${pglite.best.toFixed(2)} s best, ${pglite.cpu.toFixed(2)} s CPU; idle RSS ${pglite.rss.toFixed(0)} MB`,
  );
  let postgres;
  try {
    await recreateDatabase(args['database-url']);
    postgres = await measure({
      DATA_DIR: dataDir,
      DATABASE_URL: args['database-url'],
      // Required with DATABASE_URL (in production); nothing is mailed or signed while idle.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      BILLING_PROVIDER: 'local',
      JWT_SECRET: 'start-benchmark-secret-start-benchmark-secret',
      ENCRYPTION_KEY: '0'.repeat(64),
    });
    console.log(
      `PostgreSQL: start ${postgres.median.toFixed(2)} s median, ` +
        `${postgres.best.toFixed(2)} s best, ${postgres.cpu.toFixed(2)} s CPU; idle RSS ${postgres.rss.toFixed(0)} MB`,
    );
  } catch (error) {
    console.log(`PostgreSQL: not measured (${error.message})`);
  }
  const row = (name, m) =>
    `| ${name} | ${m.median.toFixed(2)} s | ${m.best.toFixed(2)} s | ${m.cpu.toFixed(2)} s | ${m.rss.toFixed(0)} MB |`;
  console.log('\n| database | start (median) | start (best) | CPU to healthy | idle RSS |');
  console.log('|---|---|---|---|---|');
  console.log(row('PGlite', pglite));
  if (postgres) console.log(row('PostgreSQL', postgres));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

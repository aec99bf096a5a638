/**
 * A turn with a configured model (LLM_PROVIDER=openai-compatible) under load: an OpenAI-compatible
 * model on loopback (bench/model-server.ts) that answers at once or after --delay ms, streamed or
 * not, and the server from the sources as `npm run dev` runs it, on PostgreSQL, with
 * PUBLIC_API_RATE_LIMITS=off (and no NODE_ENV=production, which would ask for an acknowledgment).
 *
 *   npm run bench:model --workspace @frontdesk/server        # about 2 minutes
 *   npx tsx bench/model-turn.ts --seconds 10 --concurrency 50 --light 10 --streams 500
 *   npx tsx bench/model-turn.ts --profile /tmp/profiles      # then: npx tsx bench/cpu-profile.ts
 *   npx tsx bench/model-turn.ts --streams 0 --seconds 8      # the overhead alone
 *
 * After a warm-up that asks every question of bench/model-targets.ts once, as JSON and streamed:
 * 1. Streams: --streams streamed conversations at once (Accept: text/event-stream), --stream-turns
 *    turns each, --stream-rounds times; then the server's memory after a forced collection
 *    (bench/server-memory.ts) against its idle memory after the warm-up.
 * 2. Stalls: as many streamed turns at once to a model that sends three deltas and then nothing:
 *    each must end with the apology, and leave no socket or memory behind.
 * 3. Overhead: --concurrency clients in a closed loop (and --light clients, with the slow model),
 *    each turn a new conversation. The model times each answer itself (from its request's head to
 *    its last byte); a turn's overhead is the client's time for it less the model's. The floor is
 *    the same client calling the same model directly: what a loopback HTTP exchange costs on this
 *    machine. Floor and product take turns, for the same time each, the order swapped each time.
 *    With the model answering at once the loop measures capacity: every turn waits for the others.
 *
 * The database named by --database-url is dropped, created and seeded (10 organizations x 1,000
 * passages, bench/seed.ts) at each run: never point it at data you keep.
 */
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { APOLOGY_MESSAGE } from '../src/operator/model-run';
import { openDatabase } from '../src/platform/db/client';
import { type SpawnedServer, spawnServer } from '../test/support/spawn-server';
import { percentile, runLoad } from './model-load';
import { type ModelProcess, startModelProcess } from './model-server';
import {
  checkTurn,
  exchangeOf,
  floorTarget,
  MODEL_REPLY,
  productTarget,
  QUESTIONS,
  type Target,
} from './model-targets';
import {
  type BurstResult,
  type OverheadRun,
  printBursts,
  printOverhead,
} from './model-turn-report';
import { benchKeys, seedBenchDatabase } from './seed';
import { memoryProbe, type ProcessMemory, residentBytes } from './server-memory';

const { values: args } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/frontdesk_bench_model',
    },
    seconds: { type: 'string', default: '4' },
    warmup: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '50' },
    light: { type: 'string', default: '10' },
    delay: { type: 'string', default: '500' },
    streams: { type: 'string', default: '500' },
    'stream-turns': { type: 'string', default: '2' },
    'stream-rounds': { type: 'string', default: '2' },
    timeout: { type: 'string', default: '2000' },
    /** Extra Node options for the server (a runtime flag compared against its default). */
    'node-options': { type: 'string', default: '' },
    /** A folder for the server's CPU profile, written when it exits (bench/cpu-profile.ts reads it). */
    profile: { type: 'string' },
  },
});
const CONCURRENCY = Number(args.concurrency);
const DELAY_MS = Number(args.delay);
const STREAMS = Number(args.streams);
const LLM_TIMEOUT_MS = Number(args.timeout);
const SEED = { organizations: 10, passagesPerOrganization: 1000 };

async function startProduct(modelBaseUrl: string, workDir: string) {
  const memory = memoryProbe(workDir);
  const profile = args.profile
    ? ` --import ${new URL('./cpu-profile-preload.mjs', import.meta.url).href}`
    : '';
  const log = path.join(workDir, 'server.log');
  const logFile = createWriteStream(log);
  const server = await spawnServer({
    env: {
      ...memory.env,
      NODE_OPTIONS: `${memory.env.NODE_OPTIONS}${profile} ${args['node-options']}`.trim(),
      CPU_PROFILE_DIR: args.profile ? path.resolve(args.profile) : '',
      NODE_ENV: 'development',
      // Every request logged, as in production; the lines go to a file.
      LOG_LEVEL: 'info',
      DATA_DIR: workDir,
      WEB_DIST_DIR: path.join(workDir, 'no-web-build'),
      DATABASE_URL: args['database-url'],
      // Required with DATABASE_URL; a turn sends no mail, so nothing listens there.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_API_RATE_LIMITS: 'off',
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: modelBaseUrl,
      LLM_MODEL: 'bench-model',
      LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS),
    },
    dropInherited: ['REDIS_URL', 'EMBEDDING_PROVIDER', 'WEB_CONCURRENCY', 'LLM_API_KEY'],
    onOutput: (chunk) => logFile.write(chunk),
  });
  await server.untilReady();
  return { server, memory, log };
}
type Product = Awaited<ReturnType<typeof startProduct>>;

/** CPU seconds (user + system) a process has used so far (Linux /proc). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds used so far by each PostgreSQL backend connected to `database`, by process id
 * (Linux /proc: a backend's command line is `postgres: [<cluster>: ]<user> <database> <client>
 * <state>`).
 */
function databaseCpu(database: string): Map<number, number> {
  const used = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (command.startsWith('postgres: ') && command.split(/[\s\0]+/).includes(database)) {
        used.set(Number(entry), cpuSeconds(Number(entry)));
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  return used;
}

/** What the backends used since `before` (a backend that started since counts whole). */
function databaseCpuSince(database: string, before: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of databaseCpu(database)) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** The collector's work so far, by kind ('minor', 'major', ...), from the server's own metrics. */
async function collections(
  baseUrl: string,
): Promise<Map<string, { count: number; seconds: number }>> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const totals = new Map<string, { count: number; seconds: number }>();
  for (const [, field, kind, value] of text.matchAll(
    /^nodejs_gc_duration_seconds_(sum|count)\{kind="(\w+)"\} (\S+)$/gm,
  )) {
    const total = totals.get(kind!) ?? { count: 0, seconds: 0 };
    if (field === 'sum') total.seconds = Number(value);
    else total.count = Number(value);
    totals.set(kind!, total);
  }
  return totals;
}

/** The major collections between two readings: how many, and their milliseconds in all. */
function majorSince(
  before: Awaited<ReturnType<typeof collections>>,
  after: Awaited<ReturnType<typeof collections>>,
) {
  const was = before.get('major') ?? { count: 0, seconds: 0 };
  const now = after.get('major') ?? { count: 0, seconds: 0 };
  return { count: now.count - was.count, ms: 1000 * (now.seconds - was.seconds) };
}

const DATABASE_NAME = new URL(args['database-url']).pathname.slice(1);

async function measureOverhead(
  target: Target,
  model: ModelProcess,
  options: {
    concurrency: number;
    delayMs: number;
    stream: boolean;
    seconds: number;
    serverPid?: number;
  },
): Promise<OverheadRun> {
  const cpuBefore = options.serverPid ? cpuSeconds(options.serverPid) : 0;
  const databaseBefore = options.serverPid ? databaseCpu(DATABASE_NAME) : undefined;
  const gcBefore = options.serverPid ? await collections(target.baseUrl) : undefined;
  const startedAt = performance.now();
  const exchanges = await runLoad({
    baseUrl: target.baseUrl,
    concurrency: options.concurrency,
    until: Date.now() + options.seconds * 1000,
    rampMs: options.delayMs,
    request: (id) => target.request(id, options.stream),
    check: (status, body) => target.check(status, body, options.stream),
  });
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpu = options.serverPid ? cpuSeconds(options.serverPid) - cpuBefore : undefined;
  const databaseSeconds = databaseBefore && databaseCpuSince(DATABASE_NAME, databaseBefore);
  const majorCollections = gcBefore && majorSince(gcBefore, await collections(target.baseUrl));
  const modelMs = new Map<number, number>();
  for (const answer of await model.drain()) {
    const id = exchangeOf(answer.question);
    if (id !== undefined && answer.complete) modelMs.set(id, answer.ms);
  }
  const paired = exchanges.filter((e) => !e.error && modelMs.has(e.id));
  return {
    target: target.name,
    concurrency: options.concurrency,
    delayMs: options.delayMs,
    stream: options.stream,
    turns: exchanges.length,
    errors: exchanges.filter((e) => e.error).length,
    perSecond: exchanges.length / elapsed,
    overhead: paired.map((e) => e.ms - modelMs.get(e.id)!),
    ...(cpu !== undefined ? { cpuPerTurn: (1000 * cpu) / exchanges.length } : {}),
    ...(databaseSeconds !== undefined
      ? { databaseCpuPerTurn: (1000 * databaseSeconds) / exchanges.length }
      : {}),
    ...(majorCollections ? { majorCollections } : {}),
  };
}

async function overheadPhase(model: ModelProcess, targets: Target[], serverPid: number) {
  const runs: OverheadRun[] = [];
  const loads = [
    { concurrency: CONCURRENCY, delayMs: 0 },
    { concurrency: CONCURRENCY, delayMs: DELAY_MS },
    { concurrency: Number(args.light), delayMs: DELAY_MS },
  ];
  let order = 0;
  for (const { concurrency, delayMs } of loads) {
    for (const stream of [false, true]) {
      model.answer({ reply: MODEL_REPLY, delayMs });
      const load = { concurrency, delayMs, stream };
      const product = targets.find((t) => t.name === 'product')!;
      // The product's code paths for this kind of turn warm up before they are timed.
      await measureOverhead(product, model, { ...load, seconds: Number(args.warmup) });
      // Whichever runs second finds the machine as the first left it: the order swaps each time.
      const ordered = order++ % 2 === 0 ? targets : [...targets].reverse();
      for (const target of ordered) {
        const run = await measureOverhead(target, model, {
          ...load,
          seconds: Number(args.seconds),
          serverPid: target.name === 'product' ? serverPid : undefined,
        });
        runs.push(run);
        console.log(
          `${target.name.padEnd(7)} ${concurrency} clients, model ${delayMs} ms ${stream ? 'streamed' : 'JSON    '}: ` +
            `${run.perSecond.toFixed(0)} turns/s, overhead p50 ${percentile(run.overhead, 50).toFixed(1)} ms ` +
            `p99 ${percentile(run.overhead, 99).toFixed(1)} ms, errors ${run.errors}`,
        );
      }
    }
  }
  return runs;
}

/** STREAMS streamed conversations at once, then the memory the server keeps after them. */
async function burst(
  name: string,
  model: ModelProcess,
  product: Product,
  keys: string[],
  options: { turnsEach: number; stall: boolean; idle: ProcessMemory },
): Promise<BurstResult> {
  const { server } = product;
  const pid = server.child.pid!;
  model.answer(
    options.stall
      ? { reply: MODEL_REPLY, stallAfterDeltas: 3 }
      : { reply: MODEL_REPLY, delayMs: DELAY_MS },
  );
  let peakRss = options.idle.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, residentBytes(pid));
  }, 100);
  const target = productTarget(server.baseUrl, keys);
  const expected = options.stall ? APOLOGY_MESSAGE : MODEL_REPLY;
  const exchanges = await runLoad({
    baseUrl: server.baseUrl,
    concurrency: STREAMS,
    requestsEach: options.turnsEach,
    request: (id) => target.request(id, true),
    check: (status, body) => checkTurn(status, body, true, expected),
  }).finally(() => clearInterval(sampler));
  const cut = (await model.drain()).filter((answer) => !answer.complete);
  // The server's connections to the model end: undici closes an idle one after 3 s.
  const deadline = Date.now() + 10_000;
  while ((await model.sockets()) > 0 && Date.now() < deadline) await sleep(250);
  const errors = new Map<string, number>();
  for (const { error } of exchanges) if (error) errors.set(error, (errors.get(error) ?? 0) + 1);
  return {
    name,
    turns: exchanges.length,
    errors,
    turnMs: exchanges.map((e) => e.ms),
    cutAfterMs: cut.map((answer) => answer.ms),
    idle: options.idle,
    peakRss,
    socketsAfter: await model.sockets(),
    after: await product.memory.settled(product.server.child),
  };
}

/** Every question once, as JSON and streamed: idle is then a server that has answered them all. */
async function warmUp(product: Target, model: ModelProcess) {
  model.answer({ reply: MODEL_REPLY });
  for (const stream of [false, true]) {
    await runLoad({
      baseUrl: product.baseUrl,
      concurrency: CONCURRENCY,
      requestsEach: Math.ceil(QUESTIONS / CONCURRENCY),
      request: (id) => product.request(id, stream),
      check: (status, body) => product.check(status, body, stream),
    });
  }
  await model.drain();
}

async function main() {
  const startedAt = performance.now();
  console.log(`seeding ${args['database-url']} (10 x 1,000 passages)...`);
  await seedBenchDatabase(args['database-url'], SEED);
  const handle = await openDatabase({ kind: 'postgres', url: args['database-url'] });
  const keys = await benchKeys(handle.db).finally(() => handle.close());
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'frontdesk-model-bench-'));
  const model = await startModelProcess();
  let server: SpawnedServer | undefined;
  try {
    const product = await startProduct(model.baseUrl, workDir);
    server = product.server;
    console.log(`server log: ${product.log}`);
    const targets = [floorTarget(model.baseUrl), productTarget(server.baseUrl, keys)];
    await warmUp(targets[1]!, model);
    const idle = await product.memory.settled(product.server.child);
    const bursts: BurstResult[] = [];
    // --streams 0: the overhead alone (comparing two versions of the turn, say).
    if (STREAMS > 0) {
      const turnsEach = Number(args['stream-turns']);
      for (let round = 1; round <= Number(args['stream-rounds']); round++) {
        const options = { turnsEach, stall: false, idle };
        bursts.push(await burst(`streams, round ${round}`, model, product, keys, options));
      }
      const stall = { turnsEach: 1, stall: true, idle };
      bursts.push(await burst('stalled model', model, product, keys, stall));
    }
    const runs = await overheadPhase(model, targets, server.child.pid!);
    if (STREAMS > 0) printBursts(bursts, STREAMS, LLM_TIMEOUT_MS);
    printOverhead(runs);
    console.log(`\n${((performance.now() - startedAt) / 1000).toFixed(0)} s in all`);
  } finally {
    await server?.stop();
    model.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

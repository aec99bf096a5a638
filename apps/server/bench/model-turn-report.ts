/** The tables bench/model-turn.ts prints (Markdown, as docs/benchmarks.md shows them). */
import { percentile } from './model-load';
import type { ProcessMemory } from './server-memory';

export interface OverheadRun {
  target: 'floor' | 'product';
  concurrency: number;
  delayMs: number;
  stream: boolean;
  turns: number;
  errors: number;
  perSecond: number;
  /** Client time less the model's own, for each turn paired by its number. */
  overhead: number[];
  /** The server's CPU milliseconds a turn (the product only). */
  cpuPerTurn?: number;
  /** The CPU milliseconds a turn of the PostgreSQL backends serving the bench's database. */
  databaseCpuPerTurn?: number;
  /** The server's major (old generation) collections during the run: how many, milliseconds in all. */
  majorCollections?: { count: number; ms: number };
}

export interface BurstResult {
  name: string;
  turns: number;
  errors: Map<string, number>;
  /** Each turn's time, from the request to the end of its stream. */
  turnMs: number[];
  /** For each model call the server hung up on (a stalled one): after how long, the model says. */
  cutAfterMs: number[];
  idle: ProcessMemory;
  peakRss: number;
  after: ProcessMemory;
  /** Sockets still open to the model once the burst has ended. */
  socketsAfter: number;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const change = (after: number, before: number) =>
  `${after >= before ? '+' : ''}${((100 * (after - before)) / before).toFixed(1)}%`;

export function printOverhead(runs: OverheadRun[]) {
  console.log(`\nOverhead: the client's time less the model's own, per turn\n`);
  console.log(
    '| conversations | model | answer | floor p50 | floor p99 | product p50 | product p99 | p99 above the floor | product turns (a second) | server CPU a turn | PostgreSQL CPU a turn | major collections (ms) | errors |',
  );
  console.log('|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const sameLoad = (a: OverheadRun, b: OverheadRun) =>
    a.concurrency === b.concurrency && a.delayMs === b.delayMs && a.stream === b.stream;
  for (const run of runs.filter((r) => r.target === 'product')) {
    const floor = runs.find((r) => r.target === 'floor' && sameLoad(r, run))!;
    const model = run.delayMs === 0 ? 'at once' : `after ${run.delayMs} ms`;
    const p = (of: OverheadRun, at: number) => percentile(of.overhead, at);
    console.log(
      `| ${run.concurrency} | ${model} | ${run.stream ? 'streamed' : 'JSON'} | ${ms(p(floor, 50))} | ${ms(p(floor, 99))} | ` +
        `${ms(p(run, 50))} | ${ms(p(run, 99))} | ${ms(p(run, 99) - p(floor, 99))} | ` +
        `${run.turns} (${run.perSecond.toFixed(0)}) | ${ms(run.cpuPerTurn ?? Number.NaN)} | ` +
        `${ms(run.databaseCpuPerTurn ?? Number.NaN)} | ` +
        `${run.majorCollections ? `${run.majorCollections.count} (${run.majorCollections.ms.toFixed(0)})` : ''} | ` +
        `${run.errors + floor.errors} |`,
    );
  }
}

export function printBursts(bursts: BurstResult[], streams: number, timeoutMs: number) {
  console.log(`\n${streams} streamed conversations at once (LLM_TIMEOUT_MS=${timeoutMs})\n`);
  console.log(
    '| load | turns | errors | turn p50 | turn p99 | model calls cut after (p50, max) | RSS idle | RSS peak | RSS after | heap idle | heap after | model sockets after |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const burst of bursts) {
    const errors = [...burst.errors].map(([why, n]) => `${n} ${why}`).join(', ') || '0';
    const { idle, after, cutAfterMs } = burst;
    const cut = cutAfterMs.length
      ? `${cutAfterMs.length}: ${ms(percentile(cutAfterMs, 50))}, ${ms(Math.max(...cutAfterMs))}`
      : 'none';
    console.log(
      `| ${burst.name} | ${burst.turns} | ${errors} | ${ms(percentile(burst.turnMs, 50))} | ` +
        `${ms(percentile(burst.turnMs, 99))} | ${cut} | ${mb(idle.rss)} | ${mb(burst.peakRss)} | ` +
        `${mb(after.rss)} (${change(after.rss, idle.rss)}) | ${mb(idle.heapUsed)} | ` +
        `${mb(after.heapUsed)} (${change(after.heapUsed, idle.heapUsed)}) | ${burst.socketsAfter} |`,
    );
  }
}

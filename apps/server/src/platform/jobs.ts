import type { Logger } from 'pino';
import { runOutsideTenant } from './db/tenant-context';

/** What a named job does, and how hard to try. Every process defines the same jobs at start. */
export interface JobDefinition<T = unknown> {
  run(data: T): Promise<void>;
  /** Tries in all, the first included (1: no retry). */
  attempts?: number;
  /** The wait before the second try; each later wait is twice the one before. */
  backoffMs?: number;
}

export interface AddOptions {
  /**
   * At most one job with this id is waiting, running or retrying at a time: adding it again
   * meanwhile does nothing (a sweep that re-adds unfinished work cannot double it).
   */
  jobId?: string;
}

/** How many jobs of one name are where, for metrics. */
export interface JobCounts {
  waiting: number;
  active: number;
  /** Waiting for a retry's back-off (or a schedule) to end. */
  delayed: number;
  /** Gave up after their last attempt (since start in process; those kept in Redis). */
  failed: number;
}

/**
 * Work that must not run inside a request. Two kinds:
 * - `enqueue` runs a function after the answer has been sent, in this process, so that how long
 *   it takes tells the caller nothing (whether an e-mail has an account, for one). A function
 *   cannot travel to another process, so it always runs here, and is lost if the process dies.
 * - named jobs (`define`, `add`, `every`) carry JSON data, retry with back-off, and run on any
 *   process: in this one by default, through BullMQ when REDIS_URL is set (`jobs-redis.ts`).
 *   Work that must survive a crash keeps its own durable record (the mail outbox does) and
 *   re-adds what is unfinished.
 */
export interface JobQueue {
  readonly kind: 'in-process' | 'redis';
  /** Runs `work` soon, outside the current request; a failure is logged under `name`, never thrown. */
  enqueue(name: string, work: () => Promise<void>): void;
  /** Says what jobs called `name` do. Names are lower-case words joined by `-` (queue names). */
  define<T>(name: string, definition: JobDefinition<T>): void;
  /** Adds a job for a defined name. Never throws for lack of Redis: the job then runs here. */
  add<T>(name: string, data: T, options?: AddOptions): Promise<void>;
  /** Adds a job of `name` (with no data) every `intervalMs`: once per interval across processes. */
  every(name: string, intervalMs: number): Promise<void>;
  /** The defined names, for metrics. */
  names(): string[];
  counts(name: string): Promise<JobCounts>;
  /** Calls `listener` at each failed attempt (metrics count them). */
  onFailure(listener: (name: string) => void): void;
  /**
   * Resolves once every job due so far has finished here (tests, before reading a job's result).
   * Jobs waiting for a retry's back-off are not waited for.
   */
  drain(): Promise<void>;
  /** Stops taking work, lets running jobs finish, and drops timers (at shutdown). */
  close(): Promise<void>;
}

/** Queue names BullMQ accepts and logs read well. */
const JOB_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function assertJobName(name: string) {
  if (!JOB_NAME.test(name))
    throw new Error(`A job name is lower-case words joined by "-": ${name}`);
}

/** The wait before try number `attempt + 1` (attempt 1 has just failed). */
export function backoffDelay(definition: JobDefinition<never>, attempt: number): number {
  return (definition.backoffMs ?? 1000) * 2 ** Math.min(attempt - 1, 20);
}

/** At most this many jobs run at once, so a burst of them cannot crowd out requests. */
const CONCURRENCY = 2;

interface Pending {
  name: string;
  run: () => Promise<void>;
  /** Named jobs: the try this is (from 1), the id and what to do when a try fails. */
  attempt?: number;
  jobId?: string;
  retry?: (error: unknown) => boolean;
}

/**
 * The embedded default: jobs run in this process. Named jobs retry with back-off on timers; a
 * process that stops drops its timers, and whatever keeps a durable record re-adds its work at
 * the next start.
 */
export function createJobQueue(log: Logger): JobQueue {
  const definitions = new Map<string, JobDefinition<never>>();
  const waiting: Pending[] = [];
  const delayed = new Set<NodeJS.Timeout>();
  const intervals: NodeJS.Timeout[] = [];
  const liveIds = new Set<string>();
  const failureListeners: ((name: string) => void)[] = [];
  const tallies = new Map<string, JobCounts>();
  let running = 0;
  let closed = false;
  let whenIdle: (() => void)[] = [];

  const tally = (name: string) => {
    let counts = tallies.get(name);
    if (!counts) {
      counts = { waiting: 0, active: 0, delayed: 0, failed: 0 };
      tallies.set(name, counts);
    }
    return counts;
  };

  function startNext() {
    while (running < CONCURRENCY && waiting.length > 0) {
      const job = waiting.shift()!;
      running += 1;
      const counts = tally(job.name);
      counts.waiting -= 1;
      counts.active += 1;
      Promise.resolve()
        // Never as the tenant of the request that added it: a job names its organization in its
        // data and acts as the connected role (decision 016).
        .then(() => runOutsideTenant(job.run))
        .then(
          () => {
            if (job.jobId) liveIds.delete(job.jobId);
          },
          (error) => {
            for (const listener of failureListeners) listener(job.name);
            if (job.retry?.(error)) return;
            if (job.jobId) liveIds.delete(job.jobId);
            if (job.attempt !== undefined) counts.failed += 1;
            log.error({ err: error, job: job.name, attempt: job.attempt }, 'background job failed');
          },
        )
        .finally(() => {
          running -= 1;
          counts.active -= 1;
          startNext();
        });
    }
    if (running === 0 && waiting.length === 0) {
      for (const resolve of whenIdle) resolve();
      whenIdle = [];
    }
  }

  function push(job: Pending) {
    if (closed) return;
    tally(job.name).waiting += 1;
    waiting.push(job);
    // After the current I/O: the answer is on its way before the job starts.
    setImmediate(startNext);
  }

  function pushNamed(name: string, data: unknown, attempt: number, jobId: string | undefined) {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No job is defined as ${name}`);
    const attempts = definition.attempts ?? 1;
    push({
      name,
      attempt,
      jobId,
      run: () => definition.run(data as never),
      retry: (error) => {
        if (attempt >= attempts || closed) return false;
        const wait = backoffDelay(definition, attempt);
        log.warn({ err: error, job: name, attempt, retryInMs: wait }, 'background job will retry');
        tally(name).delayed += 1;
        const timer = setTimeout(() => {
          delayed.delete(timer);
          tally(name).delayed -= 1;
          pushNamed(name, data, attempt + 1, jobId);
        }, wait);
        timer.unref();
        delayed.add(timer);
        return true;
      },
    });
  }

  const queue: JobQueue = {
    kind: 'in-process',
    enqueue(name, work) {
      push({ name, run: work });
    },
    define(name, definition) {
      assertJobName(name);
      definitions.set(name, definition as JobDefinition<never>);
    },
    async add(name, data, options = {}) {
      if (options.jobId) {
        if (liveIds.has(options.jobId)) return;
        liveIds.add(options.jobId);
      }
      pushNamed(name, data, 1, options.jobId);
    },
    async every(name, intervalMs) {
      if (!definitions.has(name)) throw new Error(`No job is defined as ${name}`);
      const timer = setInterval(() => void queue.add(name, {}, { jobId: name }), intervalMs);
      timer.unref();
      intervals.push(timer);
    },
    names: () => [...definitions.keys()],
    async counts(name) {
      return { ...tally(name) };
    },
    onFailure(listener) {
      failureListeners.push(listener);
    },
    drain() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => whenIdle.push(resolve));
    },
    async close() {
      for (const timer of intervals) clearInterval(timer);
      await queue.drain();
      closed = true;
      for (const timer of delayed) clearTimeout(timer);
      delayed.clear();
    },
  };
  return queue;
}

import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  type AddOptions,
  assertJobName,
  createJobQueue,
  type JobCounts,
  type JobDefinition,
  type JobQueue,
} from './jobs';
import { createRedisGuard, createRedisWorkerClient } from './redis';

/** How long an add may wait for Redis before the job runs in this process instead. */
const ADD_TIMEOUT_MS = 2000;
/** A worker still busy this long after close was asked is stopped without waiting for it. */
const CLOSE_TIMEOUT_MS = 5000;
/**
 * Failed jobs are kept a week for inspection. Completed ones are dropped at once: a job id is
 * free again as soon as its job is done (a sweep re-adding unfinished work relies on that).
 */
const KEEP_FAILED = { age: 7 * 24 * 60 * 60, count: 1000 };

export interface RedisJobQueue extends JobQueue {
  /** Jobs run in this process because Redis did not take them (metrics, tests). */
  readonly fallbacks: number;
}

export interface RedisJobQueueDeps {
  /** The quick client (no offline queue): adding a job never waits for an absent Redis. */
  client: Redis;
  /** For the workers' own connections, which wait for Redis to come back. */
  url: string;
  /** BullMQ's key prefix: REDIS_KEY_PREFIX followed by `jobs`. */
  prefix: string;
  log: Logger;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Named jobs on BullMQ: one queue per name, a worker for it in every process, so a job added by
 * one process runs on whichever is free, with BullMQ's retries and back-off. When Redis does not
 * take a job, it runs in this process (the in-process queue, same definition and retries), with
 * one warning per outage; the workers reconnect by themselves and pick up what Redis holds once
 * it is back. Functions given to `enqueue` always run here (they cannot travel).
 */
export function createRedisJobQueue(deps: RedisJobQueueDeps): RedisJobQueue {
  const { client, url, prefix, log } = deps;
  const local = createJobQueue(log);
  const definitions = new Map<string, JobDefinition<never>>();
  const queues = new Map<string, Queue>();
  const workers: Worker[] = [];
  const workerClients: Redis[] = [];
  const schedules = new Map<string, number>();
  const failureListeners: ((name: string) => void)[] = [];
  const guard = createRedisGuard(client, log, 'background jobs', 'run in each process');
  const workerOutage = createRedisGuard(client, log, 'job workers', 'wait');
  let fallbacks = 0;

  const queueOf = (name: string) => {
    const queue = queues.get(name);
    if (!queue) throw new Error(`No job is defined as ${name}`);
    return queue;
  };

  /** Writes every schedule (idempotent: a scheduler is keyed by its job's name). */
  const writeSchedules = async () => {
    try {
      for (const [name, every] of schedules) {
        await queueOf(name).upsertJobScheduler(name, { every }, { name, data: {} });
      }
    } catch (error) {
      log.warn({ err: error }, 'job schedules not written to Redis');
    }
  };
  // Redis restarted without its data has lost the schedules: they are written again on reconnect.
  client.on('ready', writeSchedules);

  function startWorker(name: string, definition: JobDefinition<never>) {
    const connection = createRedisWorkerClient(url, `frontdesk-worker-${name}`);
    workerClients.push(connection);
    const worker = new Worker(name, (job) => definition.run(job.data as never), {
      connection,
      prefix,
      concurrency: 2,
    });
    worker.on('failed', (job, error) => {
      for (const listener of failureListeners) listener(name);
      const attempts = job?.opts.attempts ?? 1;
      if (job && job.attemptsMade < attempts) {
        log.warn({ err: error, job: name, attempt: job.attemptsMade }, 'background job will retry');
      } else {
        log.error({ err: error, job: name, attempt: job?.attemptsMade }, 'background job failed');
      }
    });
    worker.on('error', (error) => workerOutage.failed(error));
    connection.on('ready', () => workerOutage.succeeded());
    workers.push(worker);
  }

  const queue: RedisJobQueue = {
    kind: 'redis',
    get fallbacks() {
      return fallbacks;
    },
    enqueue: local.enqueue,
    define(name, definition) {
      assertJobName(name);
      local.define(name, definition);
      definitions.set(name, definition as JobDefinition<never>);
      const bull = new Queue(name, { connection: client, prefix });
      bull.on('error', () => {});
      queues.set(name, bull);
      startWorker(name, definition as JobDefinition<never>);
    },
    async add(name, data, options: AddOptions = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`No job is defined as ${name}`);
      if (guard.canTry()) {
        try {
          await withTimeout(
            queueOf(name).add(name, data, {
              jobId: options.jobId,
              attempts: definition.attempts ?? 1,
              backoff: { type: 'exponential', delay: definition.backoffMs ?? 1000 },
              removeOnComplete: true,
              removeOnFail: KEEP_FAILED,
            }),
            ADD_TIMEOUT_MS,
          );
          guard.succeeded();
          return;
        } catch (error) {
          guard.failed(error);
        }
      }
      fallbacks += 1;
      await local.add(name, data, options);
    },
    async every(name, intervalMs) {
      queueOf(name);
      schedules.set(name, intervalMs);
      if (client.status === 'ready') await writeSchedules();
    },
    names: () => [...definitions.keys()],
    async counts(name) {
      const here = await local.counts(name);
      if (client.status !== 'ready') return here;
      try {
        const there = await queueOf(name).getJobCounts(
          'waiting',
          'prioritized',
          'active',
          'delayed',
          'failed',
        );
        const count = (key: string) => there[key] ?? 0;
        return {
          waiting: here.waiting + count('waiting') + count('prioritized'),
          active: here.active + count('active'),
          delayed: here.delayed + count('delayed'),
          failed: here.failed + count('failed'),
        } satisfies JobCounts;
      } catch {
        return here;
      }
    },
    onFailure(listener) {
      failureListeners.push(listener);
      local.onFailure(listener);
    },
    async drain() {
      await local.drain();
      // Jobs in Redis may run on another process: wait until none is waiting or running.
      const deadline = Date.now() + 10_000;
      while (client.status === 'ready' && Date.now() < deadline) {
        const counts = await Promise.all([...queues.values()].map(countDue)).catch(() => []);
        if (counts.every((due) => due === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async close() {
      client.off('ready', writeSchedules);
      await local.close();
      const closing = [...workers, ...queues.values()].map((closable) =>
        withTimeout(closable.close(), CLOSE_TIMEOUT_MS).catch(() => {}),
      );
      // With Redis away, closing would wait for it: nothing is left to hand back, so the
      // connections are ended and the closes are not waited for.
      if (client.status === 'ready') await Promise.all(closing);
      for (const connection of workerClients) connection.disconnect();
    },
  };

  return queue;
}

async function countDue(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts('waiting', 'prioritized', 'active');
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

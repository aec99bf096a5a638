import type { Logger } from 'pino';

/**
 * Work done after the answer has been sent, so that how long it takes tells the caller nothing
 * (whether an e-mail has an account, for one). The embedded default runs jobs in this process; a
 * job lost to a crash is lost, which is acceptable for what goes here (a mail the user can ask for
 * again). Redis-backed jobs can implement the same interface when several processes share work.
 */
export interface JobQueue {
  /** Runs `work` soon, outside the current request; a failure is logged under `name`, never thrown. */
  enqueue(name: string, work: () => Promise<void>): void;
  /** Resolves once every job enqueued so far has finished (at shutdown, and in tests). */
  drain(): Promise<void>;
}

/** At most this many jobs run at once, so a burst of them cannot crowd out requests. */
const CONCURRENCY = 2;

export function createJobQueue(log: Logger): JobQueue {
  const waiting: { name: string; work: () => Promise<void> }[] = [];
  let running = 0;
  let whenIdle: (() => void)[] = [];

  function startNext() {
    while (running < CONCURRENCY && waiting.length > 0) {
      const job = waiting.shift()!;
      running += 1;
      Promise.resolve()
        .then(job.work)
        .catch((error) => log.error({ err: error, job: job.name }, 'background job failed'))
        .finally(() => {
          running -= 1;
          startNext();
        });
    }
    if (running === 0 && waiting.length === 0) {
      for (const resolve of whenIdle) resolve();
      whenIdle = [];
    }
  }

  return {
    enqueue(name, work) {
      waiting.push({ name, work });
      // After the current I/O: the answer is on its way before the job starts.
      setImmediate(startNext);
    },
    drain() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => whenIdle.push(resolve));
    },
  };
}

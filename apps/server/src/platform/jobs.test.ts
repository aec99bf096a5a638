import { describe, expect, it } from 'vitest';
import { createCapturingLogger } from '../../test/support/log-capture';
import { createJobQueue } from './jobs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that fails its first `failures` tries, recording when each try ran. */
function flaky(failures: number) {
  const tries: number[] = [];
  return {
    tries,
    run: async () => {
      tries.push(Date.now());
      if (tries.length <= failures) throw new Error(`try ${tries.length} failed`);
    },
  };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('the in-process job queue', () => {
  it('retries a failing job with a doubling back-off until it succeeds', async () => {
    const { logger, lines } = createCapturingLogger();
    const jobs = createJobQueue(logger);
    const job = flaky(2);
    jobs.define('flaky', { attempts: 4, backoffMs: 40, run: job.run });
    await jobs.add('flaky', {});
    await expect.poll(() => job.tries.length).toBe(3);
    const [first = 0, second = 0, third = 0] = job.tries;
    expect(second - first).toBeGreaterThanOrEqual(38);
    expect(third - second).toBeGreaterThanOrEqual(78);
    await jobs.drain();
    expect(await jobs.counts('flaky')).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
    expect(lines.filter((line) => line.includes('background job will retry'))).toHaveLength(2);
    await jobs.close();
  });

  it('gives up after the last attempt, counting each failed try and the failure', async () => {
    const { logger, lines } = createCapturingLogger();
    const jobs = createJobQueue(logger);
    const failedTries: string[] = [];
    jobs.onFailure((name) => failedTries.push(name));
    const job = flaky(10);
    jobs.define('doomed', { attempts: 3, backoffMs: 10, run: job.run });
    await jobs.add('doomed', {});
    await expect.poll(async () => (await jobs.counts('doomed')).failed).toBe(1);
    expect(job.tries).toHaveLength(3);
    expect(failedTries).toEqual(['doomed', 'doomed', 'doomed']);
    expect(lines.filter((line) => line.includes('"background job failed"'))).toHaveLength(1);
    await jobs.close();
  });

  it('runs a job id once while it is waiting, running or retrying', async () => {
    const { logger } = createCapturingLogger();
    const jobs = createJobQueue(logger);
    const seen: string[] = [];
    jobs.define<{ n: number }>('once', {
      attempts: 2,
      backoffMs: 50,
      run: async ({ n }) => {
        seen.push(`try ${n}`);
        if (seen.length === 1) throw new Error('first try fails');
      },
    });
    await jobs.add('once', { n: 1 }, { jobId: 'same' });
    await jobs.add('once', { n: 2 }, { jobId: 'same' });
    await jobs.drain();
    await jobs.add('once', { n: 3 }, { jobId: 'same' }); // its retry is waiting: still the same job
    await expect.poll(() => seen).toEqual(['try 1', 'try 1']);
    await jobs.add('once', { n: 4 }, { jobId: 'same' }); // finished: a new job may take the id
    await jobs.drain();
    expect(seen).toEqual(['try 1', 'try 1', 'try 4']);
    await jobs.close();
  });

  it('runs a function after the caller has moved on, and logs its failure without throwing', async () => {
    const { logger, lines } = createCapturingLogger();
    const jobs = createJobQueue(logger);
    const order: string[] = [];
    jobs.enqueue('deferred', async () => {
      order.push('job');
      throw new Error('boom');
    });
    order.push('caller');
    await jobs.drain();
    expect(order).toEqual(['caller', 'job']);
    expect(lines.some((line) => line.includes('"job":"deferred"'))).toBe(true);
    await jobs.close();
  });

  it('adds a scheduled job every interval, and stops at close', async () => {
    const { logger } = createCapturingLogger();
    const jobs = createJobQueue(logger);
    let runs = 0;
    jobs.define('tick', {
      run: async () => {
        runs += 1;
      },
    });
    await jobs.every('tick', 30);
    await expect.poll(() => runs).toBeGreaterThanOrEqual(2);
    await jobs.close();
    const after = runs;
    await sleep(100);
    expect(runs).toBe(after);
  });

  it('refuses names a queue cannot carry and jobs nobody defined', async () => {
    const jobs = createJobQueue(createCapturingLogger().logger);
    expect(() => jobs.define('Mail:Send', { run: async () => {} })).toThrow(/lower-case words/);
    await expect(jobs.add('undefined-job', {})).rejects.toThrow(/No job is defined/);
  });
});

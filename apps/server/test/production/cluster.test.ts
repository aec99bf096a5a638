/**
 * WEB_CONCURRENCY=2: one supervisor that migrates once, two server processes on one port, a
 * process that dies replaced, and SIGTERM stopping them all. PostgreSQL project only, with Redis.
 */
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../faults/support/server-process';
import { findSharedRedis, useSharedServices } from './support/shared-services';

const redisUrl = await findSharedRedis();

interface LogLine {
  pid: number;
  msg: string;
}

function logLines(server: ServerProcess): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The pids of the processes that have started serving. */
const servingPids = (server: ServerProcess) =>
  logLines(server)
    .filter((line) => line.msg.startsWith('Server listening at'))
    .map((line) => line.pid);

/** A GET on a connection of its own (a kept-alive one could be held by the process just killed). */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, timeout: 5000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('timeout', () => reject(new Error(`no answer from ${url}`)))
      .on('error', reject);
  });
}

describe.skipIf(!redisUrl)('WEB_CONCURRENCY: several server processes on one port', () => {
  const shared = useSharedServices(redisUrl, 'cluster');
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess({ ...shared.env, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    // A supervisor killed by the clean-up leaves its server processes to end on their own.
    for (const pid of servingPids(server ?? ({ output: () => '' } as ServerProcess))) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });

  it('migrates once in the supervisor, then runs two server processes on the port', async () => {
    // Ready means one process answers; the second follows.
    await expect.poll(() => servingPids(server).length, { timeout: 30_000 }).toBe(2);
    const lines = logLines(server);
    const supervisor = lines.filter((line) =>
      line.msg.includes('migrations applied; starting server processes'),
    );
    expect(supervisor).toHaveLength(1);
    const pids = servingPids(server);
    expect(new Set(pids).size).toBe(2);
    expect(pids).not.toContain(supervisor[0]?.pid);
    expect(server.child.pid).toBe(supervisor[0]?.pid);
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const response = await fetch(`${server.baseUrl}/readyz`);
        return (await response.json()) as { checks: { redis: string } };
      }),
    );
    expect(answers.every((answer) => answer.checks.redis === 'ok')).toBe(true);
  });

  it('replaces a server process that dies, answering meanwhile from the other', {
    timeout: 60_000,
  }, async () => {
    const [victim] = servingPids(server);
    process.kill(victim!, 'SIGKILL');
    const isNoticed = () =>
      logLines(server).some((line) => line.msg.includes('a server process exited'));
    // Connections handed out in the instant before the supervisor hears of the death are lost
    // (a proxy retries them); from then on the other process takes every one.
    await expect.poll(isNoticed, { timeout: 5000 }).toBe(true);
    for (let i = 0; i < 6; i++) {
      expect(await statusOnNewConnection(`${server.baseUrl}/healthz`)).toBe(200);
    }
    await expect.poll(() => servingPids(server).length, { timeout: 40_000 }).toBe(3);
  });

  it('stops every process on SIGTERM, and exits cleanly', async () => {
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    const alive = servingPids(server).filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });
});

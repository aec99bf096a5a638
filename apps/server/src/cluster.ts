import cluster from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from './platform/config';
import { openDatabase } from './platform/db/client';
import { loadSecrets } from './platform/secrets';

/** A process that lived this long was healthy: the next restart is quick again. */
const HEALTHY_AFTER_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * With WEB_CONCURRENCY over 1, the process `npm start` runs becomes a supervisor: it applies the
 * migrations once, then forks that many server processes sharing one port (node:cluster hands
 * connections to them in turn). Each is an ordinary, stateless server: its limits and jobs are in
 * Redis and its data in PostgreSQL (config requires both). Answers false in a server process, or
 * when one process is wanted, and the caller then serves.
 */
export async function runClusterPrimary(config: Config, log: Logger): Promise<boolean> {
  if (config.WEB_CONCURRENCY <= 1 || !cluster.isPrimary) return false;
  if (!config.DATABASE_URL) throw new Error('WEB_CONCURRENCY over 1 needs DATABASE_URL');
  // Before any server process starts: migrations run once (the servers then find nothing left
  // to apply) and generated secrets, if any, are written once rather than raced for.
  const database = await openDatabase({ kind: 'postgres', url: config.DATABASE_URL });
  await database.close();
  await loadSecrets(config);
  log.info({ processes: config.WEB_CONCURRENCY }, 'migrations applied; starting server processes');
  supervise(config.WEB_CONCURRENCY, config.SHUTDOWN_GRACE_MS + 5000, log);
  return true;
}

function supervise(count: number, stopTimeoutMs: number, log: Logger) {
  const startedAt = new Map<number, number>();
  let stopping = false;
  let restartDelay = FIRST_RESTART_DELAY_MS;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < count; i++) fork();

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    // One that dies at once would die again: wait longer each time, so a broken start does not spin.
    restartDelay =
      lived > HEALTHY_AFTER_MS
        ? FIRST_RESTART_DELAY_MS
        : Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
    log.error(
      { workerPid: worker.process.pid, code, signal, restartInMs: restartDelay },
      'a server process exited; starting another',
    );
    setTimeout(fork, restartDelay);
  });

  // Each server process drains its own requests on SIGTERM; this one waits for them all.
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping the server processes');
    setTimeout(() => process.exit(1), stopTimeoutMs).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * The real server as its own process (`node --import tsx src/server.ts`), as production runs it:
 * on a free port, with its own environment and a log kept in memory, so a test can kill it,
 * signal it and start it again on the same data.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type ServerExit, spawnServer } from '../../support/spawn-server';

export { findFreePort } from '../../support/free-port';

/** The same for every start of one test's server, so tokens and sealed values survive a restart. */
export const FIXED_SECRETS = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
};

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote so far. */
  output(): string;
  /** Resolves when the process has exited, with how. */
  exited: Promise<ServerExit>;
  /** Stops it if it still runs (SIGKILL): for clean-up after a test, whatever happened. */
  kill(): Promise<void>;
}

/** Variables of the caller that would point the server at something other than the test's. */
const INHERITED_TO_DROP = [
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'TEST_DB',
  'REDIS_URL',
  'SMTP_URL',
  'LLM_PROVIDER',
  'LLM_MODEL',
  'LLM_BASE_URL',
  'LLM_API_KEY',
  'EMBEDDING_PROVIDER',
  'EMBEDDING_MODEL',
  'WEB_CONCURRENCY',
  'METRICS_TOKEN',
];

export async function startServerProcess(
  env: Record<string, string>,
  /** Another checkout's `src/server.ts` (benchmarks that compare two); this one's by default. */
  sourceEntry?: string,
): Promise<ServerProcess> {
  let output = '';
  const spawned = await spawnServer({
    sourceEntry,
    env: { WEB_DIST_DIR: '/nonexistent', ...FIXED_SECRETS, ...env },
    dropInherited: INHERITED_TO_DROP,
    onOutput: (chunk) => {
      output += chunk;
    },
  });
  const server: ServerProcess = {
    baseUrl: spawned.baseUrl,
    child: spawned.child,
    output: () => output,
    exited: spawned.exited,
    kill: () => spawned.stop(0),
  };
  try {
    await spawned.untilReady();
  } catch (error) {
    await server.kill();
    throw new Error(
      `the server did not become ready (${(error as Error).message}):\n${output.slice(-4000)}`,
    );
  }
  return server;
}

/**
 * The server (`node --import tsx src/server.ts`, or its compiled build) as a child process in
 * production mode on a free port: the one way the process tests and the end-to-end run start it,
 * capture its output, wait for it to be ready and stop it. Plain Node (no test runner), so scripts
 * outside vitest use it too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './free-port';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnServerOptions {
  /** The run's own variables, laid over the production defaults and what the caller inherits. */
  env: Record<string, string>;
  /** Inherited variables that would point the server at something other than the caller's own. */
  dropInherited: readonly string[];
  /** Every piece of stdout and stderr, as it comes. */
  onOutput(chunk: Buffer): void;
  /** The working directory (where a relative DATA_DIR lands): the server's folder unless said. */
  cwd?: string;
  /**
   * A compiled entry (`apps/server/dist/server.js`, what `npm start` runs) instead of the sources
   * through tsx: for runs that test the product as users start it.
   */
  compiledEntry?: string;
  /** Another checkout's `src/server.ts`, through tsx: for benchmarks that run two side by side. */
  sourceEntry?: string;
}

export interface SpawnedServer {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves when the process has exited, with how. */
  exited: Promise<ServerExit>;
  /** Resolves once /readyz answers 200; throws when the process exits first or a minute passes. */
  untilReady(): Promise<void>;
  /**
   * Ends the process if it still runs and resolves once it has exited: SIGTERM, then SIGKILL when
   * it takes longer than `graceMs` (0: SIGKILL at once, as a crash would).
   */
  stop(graceMs?: number): Promise<void>;
}

/**
 * A run that lifts the public API's limits (a load or fault test on a throwaway database) means
 * it: it says so as production asks an operator to.
 */
function liftedLimitsAcknowledged(env: Record<string, string>): Record<string, string> {
  return env.PUBLIC_API_RATE_LIMITS === 'off'
    ? { I_UNDERSTAND_PUBLIC_API_RATE_LIMITS_ARE_OFF: 'yes' }
    : {};
}

export async function spawnServer(options: SpawnServerOptions): Promise<SpawnedServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  for (const name of options.dropInherited) delete inherited[name];
  const entry = options.compiledEntry
    ? [options.compiledEntry]
    : ['--import', 'tsx', options.sourceEntry ?? SERVER_ENTRY];
  const child = spawn(process.execPath, entry, {
    cwd: options.cwd ?? SERVER_DIR,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      LOG_LEVEL: 'warn',
      NO_COLOR: '1',
      // Required in production on a shared database; test servers give their plans away.
      BILLING_PROVIDER: 'local',
      ...liftedLimitsAcknowledged(options.env),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', options.onOutput);
  child.stderr?.on('data', options.onOutput);
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  async function untilReady() {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (hasExited()) {
        throw new Error(
          `the server exited (${child.exitCode ?? child.signalCode}) before it was ready`,
        );
      }
      try {
        const ready = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
        if (ready.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((wait) => setTimeout(wait, 200));
    }
    throw new Error(`${baseUrl}/readyz did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`);
  }

  async function stop(graceMs = 10_000) {
    if (hasExited()) return;
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    if (graceMs > 0) child.kill('SIGTERM');
    await exited;
    clearTimeout(force);
  }

  return { baseUrl, child, exited, untilReady, stop };
}

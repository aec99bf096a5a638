/**
 * The real server as its own process (`node --import tsx src/server.ts`), as production runs it:
 * on a free port, with its own environment and a log kept in memory, so a test can kill it,
 * signal it and start it again on the same data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

/** The same for every start of one test's server, so tokens and sealed values survive a restart. */
export const FIXED_SECRETS = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
};

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote so far. */
  output(): string;
  /** Resolves when the process has exited, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
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

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  for (const name of INHERITED_TO_DROP) delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      NO_COLOR: '1',
      ...FIXED_SECRETS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    baseUrl,
    child,
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const ready = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (ready.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  await server.kill();
  throw new Error(`the server did not become ready:\n${output.slice(-4000)}`);
}

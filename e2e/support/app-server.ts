/**
 * The production server (built SPA + API) as a child process: found a free port, given a fresh
 * PGlite data directory and its own log, and waited for until it is ready.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

export function log(message: string) {
  console.log(`[e2e] ${message}`);
}

/** A port nobody listens on right now; the server binds it a moment later. */
export function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export function ensureWebBuild() {
  if (existsSync(join(root, 'apps/web/dist/index.html'))) return;
  log('apps/web/dist is missing: building the web app');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@frontdesk/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('e2e: building the web app failed');
}

/** The chat widget's script-tag build, which the server serves at /widget.js. */
export function ensureWidgetBuild() {
  if (existsSync(join(root, 'packages/react-chat/dist-script/widget.js'))) return;
  log('packages/react-chat/dist-script is missing: building the widget');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@frontdesk/react-chat'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('e2e: building the widget failed');
}

async function waitForReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `e2e: the server exited (${server.exitCode ?? server.signalCode}) before it was ready`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`e2e: ${url} did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`);
}

export function printLog(logFile: string, lastLines = 200) {
  if (!existsSync(logFile)) return;
  const text = readFileSync(logFile, 'utf8').trimEnd();
  if (!text) return;
  const lines = text.split('\n');
  console.error(
    `----- server log (last ${Math.min(lines.length, lastLines)} lines of ${lines.length}) -----`,
  );
  console.error(lines.slice(-lastLines).join('\n'));
  console.error('----- end of server log -----');
}

function stopProcess(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

export interface AppServer {
  label: string;
  baseURL: string;
  logFile: string;
  stop(): Promise<void>;
}

/** The production server on a free port, with its own fresh PGlite data directory and log. */
export async function startAppServer(
  label: string,
  workDir: string,
  webDir: string,
  extraEnv: Record<string, string>,
): Promise<AppServer> {
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = join(workDir, `${label}-data`);
  const logFile = join(workDir, `${label}.log`);
  mkdirSync(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: baseURL,
    MAIL_FROM: 'Frontdesk <no-reply@frontdesk.test>',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Pages send X-Forwarded-For so that each test is its own client (see browser.ts): the server
    // believes one hop, as behind one reverse proxy (the header's rightmost entry).
    TRUST_PROXY: '1',
    NO_COLOR: '1',
    WEB_DIST_DIR: webDir,
    ...extraEnv,
  };
  // The e2e run is self-contained: always PGlite, never a database, model or secrets from the caller.
  for (const key of [
    'DATABASE_URL',
    'TEST_DATABASE_URL',
    'JWT_SECRET',
    'ENCRYPTION_KEY',
    'REDIS_URL',
  ]) {
    delete env[key];
  }
  if (!extraEnv.LLM_PROVIDER) delete env.LLM_PROVIDER;

  const logStream = createWriteStream(logFile);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(logStream);
  server.stderr?.pipe(logStream);
  let stopping = false;
  server.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[e2e] the ${label} stopped unexpectedly (${code ?? signal})`);
      setTimeout(() => printLog(logFile), 100); // let the log stream flush first
    }
  });
  const stop = async () => {
    stopping = true;
    await stopProcess(server);
    await new Promise<void>((closed) => logStream.end(() => closed()));
  };
  try {
    await waitForReady(`${baseURL}/readyz`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { label, baseURL, logFile, stop };
}

/**
 * The production server (built SPA + API, the compiled server `npm start` runs) as a child
 * process: found a free port, given a fresh PGlite data directory and its own log, and waited for
 * until it is ready.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer } from '../../apps/server/test/support/spawn-server';

export { findFreePort } from '../../apps/server/test/support/free-port';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export function log(message: string) {
  console.log(`[e2e] ${message}`);
}

/** Builds a workspace with its own build script when `output` (relative to the root) is missing. */
function ensureBuilt(workspace: string, output: string, what: string) {
  if (existsSync(join(root, output))) return;
  log(`${dirname(output)} is missing: building ${what}`);
  const build = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`e2e: building ${what} failed`);
}

export const ensureWebBuild = () =>
  ensureBuilt('@frontdesk/web', 'apps/web/dist/index.html', 'the web app');

/** The chat widget's script-tag build, which the server serves at /widget.js. */
export const ensureWidgetBuild = () =>
  ensureBuilt('@frontdesk/react-chat', 'packages/react-chat/dist-script/widget.js', 'the widget');

/** What `npm start` runs: the server compiled to one file. */
const SERVER_BUILD = join(root, 'apps/server/dist/server.js');

/**
 * Builds the server as `npm start` does, every run (it takes well under a second), so the run
 * tests the compiled server, never a stale one.
 */
export function buildServer() {
  const build = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('e2e: building the server failed');
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
  const dataDir = join(workDir, `${label}-data`);
  const logFile = join(workDir, `${label}.log`);
  mkdirSync(dataDir);
  const logStream = createWriteStream(logFile);
  const server = await spawnServer({
    cwd: root,
    compiledEntry: SERVER_BUILD,
    env: {
      DATA_DIR: dataDir,
      MAIL_FROM: 'Frontdesk <no-reply@frontdesk.test>',
      // Pages send X-Forwarded-For so that each test is its own client (see browser.ts): the server
      // believes one hop, as behind one reverse proxy (the header's rightmost entry).
      TRUST_PROXY: '1',
      WEB_DIST_DIR: webDir,
      ...extraEnv,
    },
    // The e2e run is self-contained: always PGlite, never a database, model or secrets from the
    // caller (a model only when extraEnv names one).
    dropInherited: [
      'DATABASE_URL',
      'TEST_DATABASE_URL',
      'JWT_SECRET',
      'ENCRYPTION_KEY',
      'REDIS_URL',
      'LLM_PROVIDER',
    ],
    // Output that comes after stop() closed the log has nowhere to go.
    onOutput: (chunk) => {
      if (!logStream.writableEnded) logStream.write(chunk);
    },
  });
  let stopping = false;
  void server.exited.then(({ code, signal }) => {
    if (!stopping) {
      console.error(`[e2e] the ${label} stopped unexpectedly (${code ?? signal})`);
      setTimeout(() => printLog(logFile), 100); // let the log stream flush first
    }
  });
  const stop = async () => {
    stopping = true;
    await server.stop();
    await new Promise<void>((closed) => logStream.end(() => closed()));
  };
  try {
    await server.untilReady();
  } catch (error) {
    await stop();
    throw new Error(`e2e: ${(error as Error).message}`);
  }
  return { label, baseURL: server.baseUrl, logFile, stop };
}

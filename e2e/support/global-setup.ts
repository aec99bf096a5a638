/**
 * Starts what every e2e spec talks to: a real SMTP server that files each mail as JSON, and the
 * production server (built SPA + API) on a fresh PGlite data directory. Specs get the base URL
 * and the mail directory through vitest's provide/inject.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { parseMail } from './mime';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** Where the SMTP server writes one JSON file per received mail. */
    mailDir: string;
    /** Debian's Chromium, found (or installed) once for all spec files. */
    chromiumPath: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const artifactsDir = join(root, 'e2e/.e2e-artifacts');
const READY_TIMEOUT_MS = 60_000;

function log(message: string) {
  console.log(`[e2e] ${message}`);
}

/** A port nobody listens on right now; the server binds it a moment later. */
function findFreePort(): Promise<number> {
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

function ensureWebBuild() {
  if (existsSync(join(root, 'apps/web/dist/index.html'))) return;
  log('apps/web/dist is missing: building the web app');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@frontdesk/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('e2e: building the web app failed');
}

async function startMailServer(mailDir: string): Promise<{ server: SMTPServer; port: number }> {
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        try {
          const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
          // The envelope is who the mail really went to; the To header is only its label.
          const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          const mail = {
            ...parsed,
            to: envelope.length > 0 ? envelope : parsed.to,
            receivedAt: new Date().toISOString(),
          };
          sequence += 1;
          const name = `${Date.now()}-${String(sequence).padStart(4, '0')}.json`;
          // Write then rename would be atomic, but readers skip files that do not parse yet.
          writeFileSync(join(mailDir, name), JSON.stringify(mail, null, 2));
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  const port = await findFreePort();
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListen());
  });
  return { server, port };
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

function printLog(logFile: string, lastLines = 200) {
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

export default async function setup(project: TestProject) {
  const started = Date.now();
  // Screenshots and the server log describe the latest run only.
  rmSync(artifactsDir, { recursive: true, force: true });
  const chromiumPath = ensureChromium();
  ensureWebBuild();
  const workDir = mkdtempSync(join(tmpdir(), 'frontdesk-e2e-'));
  const mailDir = join(workDir, 'mail');
  const dataDir = join(workDir, 'data');
  const logFile = join(workDir, 'server.log');
  mkdirSync(mailDir);
  mkdirSync(dataDir);
  // Serve a private copy of the build: a rebuild of apps/web/dist during the run (a developer's
  // `npm run build`) would otherwise swap the hashed chunks under the open pages.
  const webDir = join(workDir, 'web');
  cpSync(join(root, 'apps/web/dist'), webDir, { recursive: true });

  const mail = await startMailServer(mailDir);
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: baseURL,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    MAIL_FROM: 'Frontdesk <no-reply@frontdesk.test>',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Pages send X-Forwarded-For so that each test is its own client (see browser.ts).
    TRUST_PROXY: 'true',
    NO_COLOR: '1',
    WEB_DIST_DIR: webDir,
  };
  // The e2e run is self-contained: always PGlite, never a database or secrets from the caller.
  for (const key of [
    'DATABASE_URL',
    'TEST_DATABASE_URL',
    'JWT_SECRET',
    'ENCRYPTION_KEY',
    'REDIS_URL',
  ]) {
    delete env[key];
  }

  const logStream = createWriteStream(logFile);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(logStream);
  server.stderr?.pipe(logStream);
  let tearingDown = false;
  server.on('exit', (code, signal) => {
    if (!tearingDown) {
      console.error(`[e2e] the server stopped unexpectedly (${code ?? signal})`);
      setTimeout(() => printLog(logFile), 100); // let the log stream flush first
    }
  });

  const cleanUp = async () => {
    tearingDown = true;
    await stopProcess(server);
    await new Promise<void>((closed) => mail.server.close(() => closed()));
    await new Promise<void>((closed) => logStream.end(() => closed()));
    // Keep the server log of the last run where CI can pick it up (.e2e-artifacts is ignored by git).
    mkdirSync(artifactsDir, { recursive: true });
    copyFileSync(logFile, join(artifactsDir, 'server.log'));
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(`${baseURL}/readyz`, server);
  } catch (error) {
    await cleanUp();
    printLog(join(artifactsDir, 'server.log'));
    throw error;
  }
  log(
    `server ready at ${baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s (SMTP on ${mail.port})`,
  );

  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  project.provide('chromiumPath', chromiumPath);

  return async () => {
    const failed = project.vitest.state.getCountOfFailedTests();
    await cleanUp();
    if (failed > 0) printLog(join(artifactsDir, 'server.log'));
  };
}

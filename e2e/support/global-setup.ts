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
import { startChatCompletionsServer } from '../../apps/server/test/support/chat-completions-server';
import { startToolEndpoint } from '../../apps/server/test/support/tool-endpoint';
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
    /**
     * A second instance of the app whose operator runs on a language model (an OpenAI-compatible
     * server on loopback) and may call tools on loopback: for the journeys that need a model.
     */
    llmBaseURL: string;
    /** The business's own HTTP endpoint that the operator's tools call (loopback). */
    toolEndpointURL: string;
    /** The order the loopback model looks up with the `check_order` tool. */
    toolOrderId: string;
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

const TOOL_ORDER_ID = 'A-1001';

interface AppServer {
  label: string;
  baseURL: string;
  logFile: string;
  stop(): Promise<void>;
}

/** The production server on a free port, with its own fresh PGlite data directory and log. */
async function startAppServer(
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
    // Pages send X-Forwarded-For so that each test is its own client (see browser.ts).
    TRUST_PROXY: 'true',
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

export default async function setup(project: TestProject) {
  const started = Date.now();
  // Screenshots and the server log describe the latest run only.
  rmSync(artifactsDir, { recursive: true, force: true });
  const chromiumPath = ensureChromium();
  ensureWebBuild();
  const workDir = mkdtempSync(join(tmpdir(), 'frontdesk-e2e-'));
  const mailDir = join(workDir, 'mail');
  mkdirSync(mailDir);
  // Serve a private copy of the build: a rebuild of apps/web/dist during the run (a developer's
  // `npm run build`) would otherwise swap the hashed chunks under the open pages.
  const webDir = join(workDir, 'web');
  cpSync(join(root, 'apps/web/dist'), webDir, { recursive: true });

  const mail = await startMailServer(mailDir);
  const smtpUrl = `smtp://127.0.0.1:${mail.port}`;
  const toolEndpoint = await startToolEndpoint(() => ({
    body: JSON.stringify({ orderId: TOOL_ORDER_ID, status: 'shipped', carrier: 'DHL' }),
  }));
  // The model calls `check_order` once a tool of that name is offered, then answers with its result.
  const model = await startChatCompletionsServer({
    reply: 'Here is the latest on your order:',
    toolCall: { name: 'check_order', arguments: { orderid: TOOL_ORDER_ID } },
  });
  const servers: AppServer[] = [];
  const stopAll = async () => {
    for (const server of servers) await server.stop();
    await toolEndpoint.close();
    await model.close();
    await new Promise<void>((closed) => mail.server.close(() => closed()));
    mkdirSync(artifactsDir, { recursive: true });
    for (const server of servers)
      copyFileSync(server.logFile, join(artifactsDir, `${server.label}.log`));
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    servers.push(await startAppServer('server', workDir, webDir, { SMTP_URL: smtpUrl }));
    servers.push(
      await startAppServer('llm-server', workDir, webDir, {
        SMTP_URL: smtpUrl,
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: model.baseUrl,
        LLM_MODEL: 'e2e-model',
        TOOL_ALLOWED_HOSTS: '127.0.0.1',
      }),
    );
  } catch (error) {
    await stopAll();
    for (const label of ['server', 'llm-server']) printLog(join(artifactsDir, `${label}.log`));
    throw error;
  }
  const [app, llmApp] = servers as [AppServer, AppServer];
  log(
    `servers ready at ${app.baseURL} and ${llmApp.baseURL} (model) in ${((Date.now() - started) / 1000).toFixed(1)} s (SMTP on ${mail.port})`,
  );
  const baseURL = app.baseURL;

  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  project.provide('chromiumPath', chromiumPath);
  project.provide('llmBaseURL', llmApp.baseURL);
  project.provide('toolEndpointURL', toolEndpoint.url('/orders'));
  project.provide('toolOrderId', TOOL_ORDER_ID);

  return async () => {
    const failed = project.vitest.state.getCountOfFailedTests();
    await stopAll();
    if (failed > 0)
      for (const server of servers) printLog(join(artifactsDir, `${server.label}.log`));
  };
}

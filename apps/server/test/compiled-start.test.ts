/**
 * `npm start` runs the server as JavaScript built by esbuild (scripts/build.mjs), not through tsx:
 * the build must produce a server that starts, migrates its database and answers the API. Each
 * project builds into a folder of its own under dist/ (the two run at the same time) and starts
 * that build on its database; the PGlite project also runs scripts/start.mjs itself.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, PROJECT_DATABASE } from './faults/support/databases';
import { FIXED_SECRETS, findFreePort } from './faults/support/server-process';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const ROOT = path.join(SERVER_DIR, '../..');
const STARTED_WITHIN_MS = 90_000;

const scratch = mkdtempSync(path.join(tmpdir(), 'frontdesk-compiled-'));
const outdir = path.join(SERVER_DIR, 'dist', `test-${randomBytes(4).toString('hex')}`);
const running: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const cleanup of cleanups) await cleanup();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(outdir, { recursive: true, force: true });
});

/** What the server needs besides its database: no web build, no SMTP server (nothing is mailed). */
async function serverEnv(port: number): Promise<Record<string, string>> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(scratch, 'data-')),
    ...FIXED_SECRETS,
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'WEB_CONCURRENCY', 'LLM_PROVIDER']) {
    delete env[name];
  }
  if (PROJECT_DATABASE === 'postgres') {
    const database = await createThrowawayDatabase();
    cleanups.push(() => database.drop());
    env.DATABASE_URL = database.url;
    env.SMTP_URL = 'smtp://127.0.0.1:1';
    env.BILLING_PROVIDER = 'local';
  }
  return env;
}

async function waitUntilHealthy(child: ChildProcess, baseUrl: string, output: () => string) {
  const deadline = Date.now() + STARTED_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start:\n${output()}`);
}

function start(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** A call that reaches the contracts, the database (users) and the error handler. */
async function expectSignInRefused(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-password-1' }),
  });
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ statusCode: 401, code: 'invalid_credentials' });
}

function stop(child: ChildProcess) {
  return new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('the compiled server', () => {
  it('builds, starts, migrates its database and answers', async () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', outdir], {
      cwd: SERVER_DIR,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);

    const port = await findFreePort();
    const server = start([path.join(outdir, 'server.js')], await serverEnv(port));
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilHealthy(server.child, baseUrl, server.output);
    await expectSignInRefused(baseUrl);
    expect(await stop(server.child)).toBe(0);
  }, 150_000);

  it.runIf(PROJECT_DATABASE === 'pglite')(
    'is what `npm start` runs: JavaScript from dist, not TypeScript through tsx',
    async () => {
      // start.mjs builds the web app and the widget when they are missing: stand-ins here.
      const web = mkdtempSync(path.join(scratch, 'web-'));
      writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Frontdesk</title>');
      const widget = mkdtempSync(path.join(scratch, 'widget-'));
      writeFileSync(path.join(widget, 'widget.js'), '');
      const port = await findFreePort();
      const env = { ...(await serverEnv(port)), WEB_DIST_DIR: web, WIDGET_DIST_DIR: widget };
      const npmStart = start(['scripts/start.mjs'], env);
      const baseUrl = `http://127.0.0.1:${port}`;
      await waitUntilHealthy(npmStart.child, baseUrl, npmStart.output);

      const serverPid = readFileSync(
        `/proc/${npmStart.child.pid}/task/${npmStart.child.pid}/children`,
        'utf8',
      ).trim();
      const command = readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0');
      expect(command).toContain(path.join(SERVER_DIR, 'dist/server.js'));
      expect(command.join(' ')).not.toContain('tsx');
      await expectSignInRefused(baseUrl);
      expect(await stop(npmStart.child)).toBe(0);
    },
    150_000,
  );
});

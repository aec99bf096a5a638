#!/usr/bin/env node
// `npm start`: one command that runs the whole product on its embedded defaults.
// The server serves the built web app and chat widget, so a fresh clone builds them once first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const webIndex = join(process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist'), 'index.html');

const widgetScript = join(
  process.env.WIDGET_DIST_DIR ?? join(root, 'packages/react-chat/dist-script'),
  'widget.js',
);

/** Builds a workspace once, on a fresh clone, when the file the server serves is missing. */
function buildIfMissing(file, workspace, what) {
  if (existsSync(file)) return;
  console.log(`start: ${what} is not built yet; building it`);
  const build = spawnSync(npm, ['run', 'build', '--workspace', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildIfMissing(widgetScript, '@frontdesk/react-chat', 'the chat widget');
buildIfMissing(webIndex, '@frontdesk/web', 'the web app');

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});

// The server shuts down gracefully on these signals (drains requests, closes the database);
// we pass them on and wait for it instead of dying first and orphaning it. A Ctrl+C in a
// terminal reaches both of us; the server must treat a repeated signal as the same request.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  // Mirror a signal death the shell way (128 + signal number) so supervisors see the cause.
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 0));
});

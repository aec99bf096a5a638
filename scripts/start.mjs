#!/usr/bin/env node
// `npm start`: one command that runs the whole product on its embedded defaults.
// The server serves the built web app and chat widget, so a fresh clone builds them once first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

// The server runs as plain JavaScript, built once by esbuild (well under a second), and again
// whenever a source file is newer than the build, so a pulled change is never run stale.
const serverEntry = join(root, 'apps/server/dist/server.js');
const serverSources = [
  'apps/server/src',
  'packages/contracts/src',
  'apps/server/scripts/build.mjs',
];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true })) {
    newest = Math.max(newest, statSync(join(path, entry)).mtimeMs);
  }
  return newest;
}

const built = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
if (serverSources.some((source) => newestChange(join(root, source)) > built)) {
  console.log(
    `start: ${built ? 'the server changed' : 'the server is not built yet'}; building it`,
  );
  const build = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [serverEntry], {
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

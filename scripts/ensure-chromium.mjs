#!/usr/bin/env node
// Finds the Chromium the end-to-end tests drive, installing Debian's package when we can.
// Playwright's own browser download cannot reach its CDN from our machines, so the only
// supported source of a browser is the distribution's `chromium` package.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const DEBIAN_PATH = '/usr/bin/chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findOnPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** Returns the Chromium executable's path, or null when there is none. Never installs. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return findOnPath('chromium') ?? (isExecutable(DEBIAN_PATH) ? DEBIAN_PATH : null);
}

function run(command, args) {
  console.log(`ensure-chromium: running ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    // A fresh CI container has no terminal: keep apt from asking questions.
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    throw new Error(`ensure-chromium: ${command} ${args.join(' ')} failed (${result.status})`);
  }
}

/** Returns the Chromium executable's path, installing Debian's package if we are root. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(
      `ensure-chromium: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not executable`,
    );
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptGet = findOnPath('apt-get');
  if (!isRoot || !aptGet) {
    throw new Error(
      'ensure-chromium: Chromium not found. Install it (Debian: `apt-get install -y chromium`) ' +
        'or set CHROMIUM_PATH to its executable.',
    );
  }
  console.log('ensure-chromium: Chromium not found; installing Debian package "chromium"');
  run(aptGet, ['update']);
  run(aptGet, ['install', '-y', 'chromium']);
  const installed = findChromium();
  if (!installed) throw new Error('ensure-chromium: installed "chromium" but cannot find it');
  return installed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

#!/usr/bin/env node
// `npm test`: the one gate, the same on a laptop and in CI (.ci/run calls it).
// Steps run in order and stop at the first failure, cheapest first, so a lint slip costs
// seconds rather than a full build and browser run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

// CI logs are files, not terminals: colour codes only make them unreadable.
const childEnv = isCI ? { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } : { ...process.env };
let current = null;

function run(command, args, env = childEnv) {
  return new Promise((resolvePromise) => {
    // stdin is closed so that nothing can ever wait on a prompt.
    current = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    current.on('error', (error) => {
      console.error(error.message);
      resolvePromise(1);
    });
    current.on('exit', (code, signal) => {
      current = null;
      resolvePromise(signal ? 1 : (code ?? 1));
    });
  });
}

/** Runs a workspace's vitest with the JSON reporter beside the usual one, then adds its counts. */
async function runVitest(workspace, env = childEnv) {
  const outputFile = join(reportDir, `${workspace.replace(/^@/, '').replace(/\W+/g, '-')}.json`);
  const failedBefore = totals.failed;
  const code = await run(
    npm,
    ['run', 'test', '--workspace', workspace, '--', '--reporter=default', '--reporter=json'].concat(
      `--outputFile=${outputFile}`,
    ),
    env,
  );
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  // A run can fail with no failed test: a file that does not load, a crashed global setup.
  // Count it once so the summary line never reads "0 failed" for a red run.
  const countedFailures = existsSync(outputFile) ? totals.failed - failedBefore : 0;
  if (code !== 0 && countedFailures === 0) totals.failed += 1;
  return code;
}

/** Resolves whether something accepts TCP connections on host:port within timeoutMs. */
function isListening(host, port, timeoutMs) {
  return new Promise((resolvePromise) => {
    const socket = connect({ host, port });
    const done = (result) => {
      socket.destroy();
      resolvePromise(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function serverTests() {
  const env = { ...childEnv };
  if (env.TEST_DATABASE_URL) {
    console.log('PostgreSQL tests use TEST_DATABASE_URL from the environment');
  } else if (await isListening('127.0.0.1', 5432, 2000)) {
    env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
    console.log(`PostgreSQL answers on 127.0.0.1:5432: TEST_DATABASE_URL=${env.TEST_DATABASE_URL}`);
  } else {
    console.log(
      'No PostgreSQL on 127.0.0.1:5432 and no TEST_DATABASE_URL: PostgreSQL tests are skipped',
    );
  }
  return runVitest('@frontdesk/server', env);
}

async function e2eTests() {
  try {
    const chromium = ensureChromium();
    console.log(`Chromium: ${chromium}`);
    return runVitest('@frontdesk/e2e', { ...childEnv, CHROMIUM_PATH: chromium });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    totals.failed += 1;
    return 1;
  }
}

const allSteps = [
  ['lint', () => run(npm, ['run', 'lint'])],
  ['typecheck', () => run(npm, ['run', 'typecheck'])],
  ['contracts', () => runVitest('@frontdesk/contracts')],
  ['server', serverTests],
  ['web', () => runVitest('@frontdesk/web')],
  ['widget', () => runVitest('@frontdesk/react-chat')],
  ['build', () => run(npm, ['run', 'build'])],
  // The landing page's JavaScript budget (docs/benchmarks.md): a size check, not a timing.
  ['bundle', () => run(process.execPath, ['scripts/measure-bundle.mjs'])],
  // The widget as a published package (publint, attw) and its size budgets (8 KB / 20 KB gzip).
  ['package', () => run(npm, ['run', 'check:package', '--workspace', '@frontdesk/react-chat'])],
  ['widget-size', () => run(process.execPath, ['scripts/measure-widget.mjs'])],
  ['e2e', e2eTests],
];

// `node scripts/test.mjs build e2e` runs only the named steps (still in the gate's order);
// with no names, everything runs. CI always runs everything.
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !allSteps.some(([step]) => step === name));
if (unknown.length > 0) {
  console.error(
    `Unknown step(s): ${unknown.join(', ')}. Steps: ${allSteps.map(([n]) => n).join(', ')}`,
  );
  process.exit(2);
}
const steps = wanted.length > 0 ? allSteps.filter(([name]) => wanted.includes(name)) : allSteps;

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

// Pass interruptions to the running step so no server or browser outlives us.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exitCode = 130;
  });
}

const reportDir = mkdtempSync(join(tmpdir(), 'frontdesk-test-'));
const started = Date.now();
let failedStep = null;
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  const stepStarted = Date.now();
  const code = await step();
  const took = Date.now() - stepStarted;
  timings.push([name, took]);
  console.log(
    `=== ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds(took)} ===`,
  );
  if (code !== 0 || process.exitCode) {
    failedStep = name;
    break;
  }
}
rmSync(reportDir, { recursive: true, force: true });

console.log('\nSteps:');
for (const [name, took] of timings) console.log(`  ${name.padEnd(16)} ${seconds(took)}`);
console.log(`  ${'total'.padEnd(16)} ${seconds(Date.now() - started)}`);
if (failedStep) console.log(`\nFAILED at step "${failedStep}"`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exitCode = failedStep || totals.failed > 0 ? 1 : 0;

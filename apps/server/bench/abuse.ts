/**
 * The attacks of docs/security.md ("Availability under abuse"), each against a real server process
 * as production runs it (PGlite in a throwaway folder, mail over a loopback SMTP socket): the figure
 * of this checkout, and with --before the same attack on another checkout's server, side by side
 * in one run. Not part of `npm test`.
 *
 *   npm run bench:abuse
 *   npm run bench:abuse -- --before ../frontdesk-at-an-older-commit    # a checkout with its own node_modules
 *   npm run bench:abuse -- --only flood,growth --growth-turns 600
 *
 * - flood: one address sends twice the organization's per-minute limit at once through a Starter
 *   key, then five other customers ask once each: how many of them are answered.
 * - growth: one visitor keeps talking in one conversation (a new one when it is full, as the
 *   widget does) while another customer starts short conversations beside it: the visitor's reply
 *   size and time, and the other customer's p99, at the start and at the end.
 * - tools: 10,000 argument schemas, each new, compiled and dropped as tools are created and
 *   deleted: the heap after a full garbage collection (bench/tool-schemas-memory.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { askPublic, setUpBusiness } from '../test/faults/support/business';
import { type ServerProcess, startServerProcess } from '../test/faults/support/server-process';
import { startSmtpCapture } from '../test/support/smtp';
import { percentile } from './model-load';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    only: { type: 'string', default: 'flood,growth,tools' },
    'growth-turns': { type: 'string', default: '1000' },
    'tool-schemas': { type: 'string', default: '10000' },
  },
});
const scenarios = new Set(args.only.split(','));

interface Checkout {
  name: 'after' | 'before';
  /** The server folder of the checkout (apps/server). */
  serverDir: string;
}

const checkouts: Checkout[] = [
  ...(args.before
    ? [{ name: 'before' as const, serverDir: path.resolve(args.before, 'apps/server') }]
    : []),
  { name: 'after', serverDir: SERVER_DIR },
];

/** A server of the checkout on a fresh embedded database, with a loopback SMTP server for its mail. */
async function withServer<T>(
  checkout: Checkout,
  env: Record<string, string>,
  work: (server: ServerProcess, smtp: Awaited<ReturnType<typeof startSmtpCapture>>) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'frontdesk-abuse-'));
  const smtp = await startSmtpCapture();
  const server = await startServerProcess(
    { DATA_DIR: dataDir, SMTP_URL: smtp.url, LOG_LEVEL: 'error', ...env },
    path.join(checkout.serverDir, 'src/server.ts'),
  );
  try {
    return await work(server, smtp);
  } finally {
    await server.kill();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One address floods a Starter key; then five other customers ask once each. */
async function flood(checkout: Checkout) {
  return withServer(checkout, { TRUST_PROXY: '1' }, async (server, smtp) => {
    const business = await setUpBusiness(server.baseUrl, smtp, 'starter');
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    const attack = await Promise.all(
      Array.from({ length: 120 }, () =>
        askPublic(server.baseUrl, business.key, { message: 'Open?' }, from('203.0.113.66')),
      ),
    );
    const customers = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        askPublic(server.baseUrl, business.key, { message: 'Open?' }, from(`198.51.100.${i}`)),
      ),
    );
    return {
      'flood answered': `${attack.filter((r) => r.ok).length} of ${attack.length}`,
      'other customers answered': `${customers.filter((r) => r.ok).length} of 5`,
    };
  });
}

/** One visitor grows a conversation while another customer has short ones beside it. */
async function growth(checkout: Checkout) {
  const turns = Number(args['growth-turns']);
  const env = {
    PUBLIC_API_RATE_LIMITS: 'off',
    I_UNDERSTAND_PUBLIC_API_RATE_LIMITS_ARE_OFF: 'yes',
  };
  return withServer(checkout, env, async (server, smtp) => {
    const business = await setUpBusiness(server.baseUrl, smtp);
    const grower: { ms: number; bytes: number }[] = [];
    let conversationId: string | undefined;
    let done = false;
    const grow = async () => {
      for (let i = 0; i < turns; i++) {
        const started = performance.now();
        const response = await askPublic(server.baseUrl, business.key, {
          message: `Question number ${i}: are you open on Saturday?`,
          conversationId,
        });
        const body = await response.text();
        if (response.status === 409) {
          conversationId = undefined; // full: the widget starts a new conversation
          i--;
          continue;
        }
        if (!response.ok) throw new Error(`growth turn ${i}: ${response.status} ${body}`);
        conversationId ??= JSON.parse(body).conversationId;
        grower.push({ ms: performance.now() - started, bytes: body.length });
      }
      done = true;
    };
    // The other customer: three-turn conversations, one after the other, timed with the grower.
    const other: { at: number; ms: number }[] = [];
    const talk = async () => {
      while (!done) {
        let id: string | undefined;
        for (let i = 0; i < 3 && !done; i++) {
          const started = performance.now();
          const response = await askPublic(server.baseUrl, business.key, {
            message: 'How much is a cleaning?',
            conversationId: id,
          });
          const body = (await response.json()) as { conversationId: string };
          id = body.conversationId;
          other.push({ at: grower.length, ms: performance.now() - started });
        }
      }
    };
    await Promise.all([grow(), talk()]);
    const first = grower.slice(0, 50);
    const last = grower.slice(-50);
    const early = other.filter((o) => o.at < 100).map((o) => o.ms);
    const late = other.filter((o) => o.at >= turns - 100).map((o) => o.ms);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    return {
      'visitor reply, first 50 turns': `${(mean(first.map((g) => g.bytes)) / 1024).toFixed(1)} KB in ${mean(first.map((g) => g.ms)).toFixed(1)} ms`,
      [`visitor reply, last 50 of ${turns}`]: `${(mean(last.map((g) => g.bytes)) / 1024).toFixed(1)} KB in ${mean(last.map((g) => g.ms)).toFixed(1)} ms`,
      'other customer p99, first 100 turns': `${percentile(early, 99).toFixed(1)} ms`,
      'other customer p99, last 100 turns': `${percentile(late, 99).toFixed(1)} ms`,
    };
  });
}

/** The heap after `--tool-schemas` new argument schemas, in a process of its own (--expose-gc). */
function tools(checkout: Checkout) {
  const output = execFileSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      path.join(SERVER_DIR, 'bench/tool-schemas-memory.ts'),
      checkout.serverDir,
      args['tool-schemas'],
    ],
    { cwd: SERVER_DIR, encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, string>;
}

const attacks = { flood, growth, tools } as const;

async function main() {
  const rows: { attack: string; figure: string; values: Record<string, string> }[] = [];
  for (const [name, attack] of Object.entries(attacks)) {
    if (!scenarios.has(name)) continue;
    for (const checkout of checkouts) {
      console.error(`${name}: ${checkout.name}...`);
      const figures = await attack(checkout);
      for (const [figure, value] of Object.entries(figures)) {
        let row = rows.find((r) => r.attack === name && r.figure === figure);
        if (!row) {
          row = { attack: name, figure, values: {} };
          rows.push(row);
        }
        row.values[checkout.name] = value;
      }
    }
  }
  const names = checkouts.map((c) => c.name);
  console.log(`\n| attack | figure | ${names.join(' | ')} |`);
  console.log(`|---|---|${names.map(() => '---|').join('')}`);
  for (const row of rows) {
    console.log(
      `| ${row.attack} | ${row.figure} | ${names.map((n) => row.values[n] ?? '').join(' | ')} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

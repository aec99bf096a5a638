/**
 * Issue 26's measures of website sources: a generated site of about 500 pages served on loopback
 * (modules/knowledge-sources/fixture-site.ts, in a child process so that its CPU is not counted as
 * the server's), crawled by the app in process on PGlite, as the module's tests build it. Not a
 * test: a script that prints a table.
 *
 *   npm run bench:crawl
 *   npx tsx bench/crawl.ts --pages 500 --idle-turns 1000
 *
 * - crawl: POST /knowledge/sources (maxPages 600) until the source is 'ready' and a question about
 *   one of its pages is answered from it: wall time and the server process's CPU.
 * - sync: POST /knowledge/sources/{id}/sync of the unchanged site: wall time, CPU, and the
 *   statements that wrote to each table (the database's query hook), with the rows of the
 *   knowledge tables counted before and after.
 * - turns: customers' turn p99 while a second business's crawl of the same site runs, beside the
 *   idle p99 of the same turns.
 * - floors: the same pages fetched by a plain loop of fetch(), 4 at a time, nothing parsed or
 *   stored; and the same loop with the crawler's pause (250 ms per request and worker).
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { startFixtureSite } from '../src/modules/knowledge-sources/fixture-site';
import { openDatabase } from '../src/platform/db/client';
import {
  contentPassages,
  contents,
  knowledgeSourcePages,
  knowledgeSources,
} from '../src/platform/db/schema';
import { runOutsideTenant } from '../src/platform/db/tenant-context';
import {
  askOperator,
  businessWithKey,
  call,
  createTestContext,
  signUpWithOrganization,
} from '../test/support/test-app';

const { values: args } = parseArgs({
  options: {
    site: { type: 'boolean', default: false },
    pages: { type: 'string', default: '500' },
    'idle-turns': { type: 'string', default: '1000' },
  },
});

// The fixture site's own pages read as HTML: home, pricing, about, contact and the slow page.
const FIXTURE_HTML_PAGES = 5;
const extraPages = Math.max(0, Number(args.pages) - FIXTURE_HTML_PAGES);

async function startSiteProcess() {
  const child = fork(fileURLToPath(import.meta.url), ['--site', '--pages', args.pages], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { origin: string }).origin));
    child.once('exit', (code) => reject(new Error(`the site process ended (${code})`)));
  });
  return { origin, close: () => child.disconnect() };
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Wall time and this process's CPU (user + system) while `work` runs. */
async function measure<T>(work: () => Promise<T>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  return { result, wallMs: performance.now() - started, cpuMs: cpuMs(process.cpuUsage(cpu)) };
}

/** The URLs fetched `concurrency` at a time, each body read whole; an optional pause per worker. */
async function fetchLoop(urls: string[], concurrency: number, pauseMs: number) {
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      await (await fetch(url)).arrayBuffer();
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function main() {
  const site = await startSiteProcess();
  // Every statement the app sends, while `recording` is set: the sync's writes, table by table.
  let recording: string[] | undefined;
  const database = await openDatabase(
    { kind: 'pglite' },
    { onQuery: (query) => recording?.push(query) },
  );
  const context = await createTestContext(
    { TOOL_ALLOWED_HOSTS: '127.0.0.1', PUBLIC_API_RATE_LIMITS: 'off' },
    { database },
  );
  const { db } = database;
  const rowsOf = async (organizationId: string) =>
    runOutsideTenant(async () => {
      const counted = async (table: typeof contents | typeof contentPassages) =>
        (
          await db
            .select({ value: count() })
            .from(table)
            .where(eq(table.organizationId, organizationId))
        )[0]!.value;
      const pages = (
        await db
          .select({ value: count() })
          .from(knowledgeSourcePages)
          .where(eq(knowledgeSourcePages.organizationId, organizationId))
      )[0]!.value;
      return { pages, contents: await counted(contents), passages: await counted(contentPassages) };
    });

  try {
    const business = await signUpWithOrganization(context, 'Crawl Co', { plan: 'enterprise' });
    const organizationId: string = business.organization.id;
    const key = (
      await call(context.app, 'POST', '/api-keys', {
        token: business.token,
        body: { name: 'Website', allowedOrigins: [] },
      })
    ).json().key as string;

    // 1. The first crawl, until a customer's question is answered from one of the pages.
    const crawl = await measure(async () => {
      const created = await call(context.app, 'POST', '/knowledge/sources', {
        token: business.token,
        body: { type: 'website', url: `${site.origin}/`, schedule: 'off', maxPages: 600 },
      });
      if (created.statusCode !== 201) throw new Error(`adding the site failed: ${created.body}`);
      await context.jobs.drain();
      const answer = await askOperator(
        context.app,
        key,
        'How much does the platinum whitening plan cost?',
      );
      if (!answer.includes('99 zorkmids')) throw new Error(`not answered from the site: ${answer}`);
      return created.json().id as string;
    });
    const sourceId = crawl.result;
    const detail = (
      await call(context.app, 'GET', `/knowledge/sources/${sourceId}`, { token: business.token })
    ).json() as {
      status: string;
      pages: number;
      lastSyncSummary: string;
      pageList: { url: string; status: string }[];
    };
    if (detail.status !== 'ready') throw new Error(`the source is ${detail.status}`);
    const fetchedUrls = detail.pageList.filter((p) => p.status === 'fetched').map((p) => p.url);

    // 2. A sync of the unchanged site.
    const before = await rowsOf(organizationId);
    await context.jobs.drain();
    recording = [];
    const sync = await measure(async () => {
      const response = await call(context.app, 'POST', `/knowledge/sources/${sourceId}/sync`, {
        token: business.token,
      });
      if (response.statusCode !== 202) throw new Error(`sync failed: ${response.body}`);
      await context.jobs.drain();
    });
    const statements = recording;
    recording = undefined;
    const after = await rowsOf(organizationId);
    const writes = new Map<string, number>();
    for (const statement of statements) {
      const table = /^\s*(?:insert into|update|delete from)\s+"?([a-z_]+)"?/i.exec(statement)?.[1];
      if (table) writes.set(table, (writes.get(table) ?? 0) + 1);
    }
    const syncSummary = (
      await runOutsideTenant(() =>
        db
          .select({ summary: knowledgeSources.lastSyncSummary })
          .from(knowledgeSources)
          .where(eq(knowledgeSources.id, sourceId)),
      )
    )[0]?.summary;

    // 3. Customers' turns, idle and while another business's crawl of the same site runs.
    const customer = await businessWithKey(
      context,
      'Opening hours: Monday to Friday, 9 am to 5 pm. Parking is free behind the building.',
    );
    const ask = async () => {
      const started = performance.now();
      await askOperator(context.app, customer.key, 'When are you open?');
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) await ask();
    const idle: number[] = [];
    for (let i = 0; i < Number(args['idle-turns']); i++) idle.push(await ask());
    const other = await signUpWithOrganization(context, 'Other Crawl Co', { plan: 'enterprise' });
    const busy: number[] = [];
    const busyCrawl = await measure(async () => {
      const created = await call(context.app, 'POST', '/knowledge/sources', {
        token: other.token,
        body: { type: 'website', url: `${site.origin}/`, schedule: 'off', maxPages: 600 },
      });
      if (created.statusCode !== 201) throw new Error(`adding the site failed: ${created.body}`);
      let crawling = true;
      const drained = context.jobs.drain().finally(() => {
        crawling = false;
      });
      while (crawling) busy.push(await ask());
      await drained;
    });

    // 4. The floors: the same pages, fetched and nothing else.
    const floor = await measure(() => fetchLoop(fetchedUrls, 4, 0));
    const politeFloor = await measure(() => fetchLoop(fetchedUrls, 4, 250));

    const load = os.loadavg().map((value) => value.toFixed(2));
    const writeList = [...writes].map(([table, n]) => `${table} ${n}`).join(', ') || 'none';
    const rows = (r: typeof before) =>
      `${r.pages} pages, ${r.contents} contents, ${r.passages} passages`;
    console.log(
      `crawl: ${fetchedUrls.length} pages fetched (${detail.pageList.length} URLs with a status, '${detail.lastSyncSummary}'), PGlite, ${os.cpus().length} cores, load average ${load.join(' ')}`,
    );
    const table: [string, string, string, string][] = [
      ['measure', 'wall', 'server CPU', 'goal'],
      [
        'crawl until ready and answered',
        seconds(crawl.wallMs),
        seconds(crawl.cpuMs),
        `<= 60 s wall: ${crawl.wallMs <= 60_000 ? 'met' : 'NOT met'}`,
      ],
      [
        'sync of the unchanged site',
        seconds(sync.wallMs),
        seconds(sync.cpuMs),
        `<= 5 s CPU: ${sync.cpuMs <= 5000 ? 'met' : 'NOT met'}`,
      ],
      [
        'floor: fetch() loop, 4 at a time',
        seconds(floor.wallMs),
        seconds(floor.cpuMs),
        '(client side only)',
      ],
      [
        'floor: the same with 250 ms pauses',
        seconds(politeFloor.wallMs),
        seconds(politeFloor.cpuMs),
        "(the crawler's politeness)",
      ],
      ["crawl beside customers' turns", seconds(busyCrawl.wallMs), seconds(busyCrawl.cpuMs), ''],
    ];
    const widths = [0, 1, 2, 3].map((i) => Math.max(...table.map((row) => row[i]!.length)));
    for (const row of table)
      console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`);
    console.log(`  sync '${syncSummary}': statements writing, by table: ${writeList}`);
    console.log(`  rows before the sync: ${rows(before)}; after: ${rows(after)}`);
    const knowledgeWrites = ['knowledge_source_pages', 'contents', 'content_passages'].reduce(
      (sum, name) => sum + (writes.get(name) ?? 0),
      0,
    );
    console.log(
      `  goal 0 rows written to pages, contents, passages: ${knowledgeWrites === 0 && JSON.stringify(before) === JSON.stringify(after) ? 'met' : 'NOT met'}`,
    );
    const idleP99 = percentile(idle, 99);
    const busyP99 = percentile(busy, 99);
    console.log(
      `  turn p99 idle ${idleP99.toFixed(1)} ms (${idle.length} turns, p50 ${percentile(idle, 50).toFixed(1)}); during a crawl ${busyP99.toFixed(1)} ms (${busy.length} turns, p50 ${percentile(busy, 50).toFixed(1)}): ${(busyP99 / idleP99).toFixed(2)}x, goal <= 2x: ${busyP99 <= 2 * idleP99 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await context.close();
    site.close();
  }
}

if (args.site) {
  // The child: serves the site and tells the parent where.
  const site = await startFixtureSite({ extraPages });
  process.send?.({ origin: site.origin });
  process.on('disconnect', () => void site.close().then(() => process.exit(0)));
} else {
  await main();
}

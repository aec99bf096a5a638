/**
 * Lighthouse (mobile defaults: a mid-range phone, simulated slow 4G, 4x CPU slowdown) on the built
 * web app served by the real production server, the same way the e2e specs start it.
 *
 * Usage, from the root: npm run lighthouse [-- --runs 5 --paths /,/sign-in --dist dir --min 95]
 * Each page is measured `runs` times and the median run (by performance score) is reported, since
 * one run on a busy machine can be off by several points. Exits 1 when a category of a page is
 * under `min`.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { buildServer, ensureWebBuild, log, root, startAppServer } from '../support/app-server';
import { QUIET_CHROMIUM_FLAGS } from '../support/chromium-flags';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
// A fresh, quiet browser per run.
const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];

interface PageResult {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
  runs: number[];
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    paths: { type: 'string', default: '/,/sign-in,/privacy-policy' },
    dist: { type: 'string' },
    min: { type: 'string', default: '95' },
    /** A folder to keep every run's full report in (JSON), to look into a score. */
    reports: { type: 'string' },
  },
});
const runs = Number(values.runs);
const minimum = Number(values.min);
const paths = values.paths.split(',').map((path) => path.trim());
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

function runLighthouse(url: string, outputPath: string, chromePath: string): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${outputPath}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`lighthouse exited with ${code} on ${url}`)),
    );
  });
}

function readReport(file: string): Omit<PageResult, 'path' | 'runs'> {
  const report = JSON.parse(readFileSync(file, 'utf8')) as LighthouseReport;
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as PageResult['scores'],
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, metric(id)]),
    ) as PageResult['metrics'],
  };
}

/** Lighthouse now and then loses the trace of a load (NO_NAVSTART); such a run is done again. */
async function runWithRetry(url: string, output: string, chromePath: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      await runLighthouse(url, output, chromePath);
      return readReport(output);
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`lighthouse ${url}: ${error instanceof Error ? error.message : error}; running it again`);
    }
  }
}

async function measurePage(baseURL: string, path: string, workDir: string, chromePath: string) {
  const results: Omit<PageResult, 'path' | 'runs'>[] = [];
  for (let run = 1; run <= runs; run++) {
    const name = `${path.replace(/\W+/g, '_')}-${run}.json`;
    const output = values.reports ? join(resolve(values.reports), name) : join(workDir, name);
    results.push(await runWithRetry(`${baseURL}${path}`, output, chromePath));
    log(
      `lighthouse ${path} run ${run}/${runs}: ${CATEGORIES.map((id) => results.at(-1)?.scores[id]).join(' / ')}`,
    );
  }
  const byPerformance = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = byPerformance[Math.floor(byPerformance.length / 2)];
  if (!median) throw new Error('no lighthouse run');
  return { path, ...median, runs: results.map((result) => result.scores.performance) };
}

function printTable(results: PageResult[]) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    '\n| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI | performance, every run |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { path, scores, metrics, runs: all } of results) {
    console.log(
      `| \`${path}\` | ${CATEGORIES.map((id) => scores[id]).join(' | ')} | ${seconds(metrics.fcp)} | ${seconds(metrics.lcp)} | ${Math.round(metrics.tbt)} ms | ${metrics.cls.toFixed(3)} | ${seconds(metrics.si)} | ${all.join(', ')} |`,
    );
  }
}

async function main() {
  const chromePath = ensureChromium();
  if (!values.dist) ensureWebBuild();
  buildServer();
  const dist = resolve(values.dist ?? join(root, 'apps/web/dist'));
  const workDir = mkdtempSync(join(tmpdir(), 'frontdesk-lighthouse-'));
  if (values.reports) mkdirSync(values.reports, { recursive: true });
  // Like the e2e run, serve a private copy: a rebuild during the run would swap hashed files.
  const webDir = join(workDir, 'web');
  cpSync(dist, webDir, { recursive: true });
  const server = await startAppServer('lighthouse-server', workDir, webDir, {});
  const results: PageResult[] = [];
  try {
    for (const path of paths)
      results.push(await measurePage(server.baseURL, path, workDir, chromePath));
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  printTable(results);
  const below = results.flatMap(({ path, scores }) =>
    CATEGORIES.filter((id) => scores[id] < minimum).map((id) => `${path} ${id} ${scores[id]}`),
  );
  if (below.length > 0) {
    console.error(`\nUnder ${minimum}: ${below.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();

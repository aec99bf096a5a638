/**
 * Issue 27's choice of a language detector: each candidate package measured on the hand-written
 * set in eval/languages/messages.ts. Not a test: a script that prints tables (decision 027 and
 * docs/benchmarks.md, "Language detection (issue 27)").
 *
 *   npm run bench:languages
 *   npx tsx bench/language-detectors.ts --iterations 10000 --json
 *
 * For each detector, in two modes where the package allows it ("open": every language it knows;
 * "ten": restricted to the ten the product serves):
 * - accuracy overall, under 24 characters and at 24 or more, and per language;
 * - "not sure": what the package itself offers (eld's isReliable(), cld3's is_reliable, tinyld's
 *   empty answer and detectAll() score, franc's 'und' under its minimum length), how often a
 *   message of 24 characters or more is detected with confidence, how many confident answers are
 *   wrong, and how many of the undecided messages it declines;
 * - mean time per detection over --iterations detections (the set's messages in turn);
 * - footprint: the package and its dependencies on disk, and its load time and heap in a fresh
 *   Node process.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type LanguageCode, languageCodes, messages, undecided } from '../eval/languages/messages';

const LONG = 24;
/** tinyld has no reliability flag; its detectAll() score at or above this counts as confident. */
const TINYLD_CONFIDENT = 0.5;

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '10000' },
    json: { type: 'boolean', default: false },
  },
});
const iterations = Number(args.iterations);

interface Detection {
  /** ISO 639-1 code, or another code the package uses, or '' when it gives none. */
  language: string;
  confident: boolean;
}
type Detect = (text: string) => Detection;

interface Candidate {
  name: string;
  /** npm package whose size and load are measured. */
  pkg: string;
  /** ESM snippet, run in a fresh process, that loads the detector ready to detect. */
  loadSnippet: string;
  confidence: string;
  modes: Partial<Record<'open' | 'ten', () => Promise<Detect>>>;
}

const iso3to1: Record<string, LanguageCode> = {
  eng: 'en',
  spa: 'es',
  fra: 'fr',
  deu: 'de',
  por: 'pt',
  ita: 'it',
  nld: 'nl',
  pol: 'pl',
  tur: 'tr',
  jpn: 'ja',
};

async function tinyld(only: string[]): Promise<Detect> {
  const { detectAll } = await import('tinyld');
  return (text) => {
    const [best] = detectAll(text, { only });
    if (!best) return { language: '', confident: false };
    return { language: best.lang, confident: best.accuracy >= TINYLD_CONFIDENT };
  };
}

async function eldDetector(
  entry: 'large' | 'small' | 'extrasmall',
  subset: boolean,
): Promise<Detect> {
  const { eld } =
    entry === 'large'
      ? await import('eld/large')
      : entry === 'small'
        ? await import('eld/small')
        : await import('eld/extrasmall');
  const instance = eld.newInstance();
  if (subset) instance.setLanguageSubset([...languageCodes]);
  return (text) => {
    const result = instance.detect(text);
    return { language: result.language, confident: result.isReliable() };
  };
}

async function franc(only: string[] | undefined): Promise<Detect> {
  const { franc: detect } = await import('franc-min');
  return (text) => {
    const code = detect(text, only ? { only } : {});
    if (code === 'und') return { language: '', confident: false };
    return { language: iso3to1[code] ?? code, confident: true };
  };
}

async function cld3(): Promise<Detect> {
  const { loadModule } = await import('cld3-asm');
  const factory = await loadModule();
  // minBytes 0: the default (140 bytes) would answer 'und' to nearly every customer message.
  const identifier = factory.create(0, 1000);
  return (text) => {
    const result = identifier.findLanguage(text);
    if (result.language === 'und') return { language: '', confident: false };
    return { language: result.language, confident: result.is_reliable };
  };
}

const candidates: Candidate[] = [
  {
    name: 'tinyld 1.3 (normal)',
    pkg: 'tinyld',
    loadSnippet: "const { detect } = await import('tinyld'); detect('warm up');",
    confidence: `empty answer, or detectAll() score < ${TINYLD_CONFIDENT} (our threshold)`,
    modes: { open: () => tinyld([]), ten: () => tinyld([...languageCodes]) },
  },
  {
    name: 'eld 2.1 (large)',
    pkg: 'eld',
    loadSnippet: "const { eld } = await import('eld/large'); eld.detect('warm up');",
    confidence: 'isReliable()',
    modes: { open: () => eldDetector('large', false), ten: () => eldDetector('large', true) },
  },
  {
    name: 'eld 2.1 (small)',
    pkg: 'eld',
    loadSnippet: "const { eld } = await import('eld/small'); eld.detect('warm up');",
    confidence: 'isReliable()',
    modes: { open: () => eldDetector('small', false), ten: () => eldDetector('small', true) },
  },
  {
    name: 'eld 2.1 (extrasmall)',
    pkg: 'eld',
    loadSnippet: "const { eld } = await import('eld/extrasmall'); eld.detect('warm up');",
    confidence: 'isReliable()',
    modes: {
      open: () => eldDetector('extrasmall', false),
      ten: () => eldDetector('extrasmall', true),
    },
  },
  {
    name: 'franc-min 6.2',
    pkg: 'franc-min',
    loadSnippet: "const { franc } = await import('franc-min'); franc('warm up text');",
    confidence: "none: 'und' only under 10 characters",
    modes: { open: () => franc(undefined), ten: () => franc(Object.keys(iso3to1)) },
  },
  {
    name: 'cld3-asm 4.0',
    pkg: 'cld3-asm',
    loadSnippet:
      "const { loadModule } = await import('cld3-asm'); const f = await loadModule(); f.create(0, 1000).findLanguage('warm up');",
    confidence: 'is_reliable (no way to restrict the languages)',
    modes: { open: cld3 },
  },
];

// --- footprint -------------------------------------------------------------------------------

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..');

function packageDir(name: string, from: string): string {
  let dir = from;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    try {
      if (statSync(join(candidate, 'package.json')).isFile()) return candidate;
    } catch {}
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${name} is not installed`);
    dir = parent;
  }
}

function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') total += directoryBytes(path);
    } else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

/** The package and its production dependencies, each counted once. */
function installedBytes(name: string): { bytes: number; packages: number } {
  const seen = new Map<string, number>();
  const visit = (pkg: string, from: string) => {
    const dir = packageDir(pkg, from);
    if (seen.has(dir)) return;
    seen.set(dir, directoryBytes(dir));
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, dir);
  };
  visit(name, serverDir);
  return { bytes: [...seen.values()].reduce((a, b) => a + b, 0), packages: seen.size };
}

interface Load {
  loadMs: number;
  heapMb: number;
  rssMb: number;
}

/** Load time and memory in a fresh process (median of 5), so that nothing is cached. */
function measureLoad(snippet: string): Load {
  const script = `
    globalThis.gc(); const before = process.memoryUsage(); const t0 = performance.now();
    ${snippet}
    const loadMs = performance.now() - t0; globalThis.gc(); const after = process.memoryUsage();
    console.log(JSON.stringify({ loadMs, heapMb: (after.heapUsed - before.heapUsed) / 2 ** 20,
      rssMb: (after.rss - before.rss) / 2 ** 20 }));`;
  const runs: Load[] = [];
  for (let i = 0; i < 5; i++) {
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', '--input-type=module', '-e', script],
      { cwd: serverDir, encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(child.stderr);
    runs.push(JSON.parse(child.stdout));
  }
  runs.sort((a, b) => a.loadMs - b.loadMs);
  return runs[2]!;
}

// --- accuracy and speed ----------------------------------------------------------------------

const labelled = languageCodes.flatMap((language) =>
  messages[language].map((text) => ({ text, language, long: [...text].length >= LONG })),
);

interface Score {
  right: number;
  total: number;
}
const pct = (s: Score) => (s.total ? (100 * s.right) / s.total : 0);

interface Result {
  detector: string;
  mode: 'open' | 'ten';
  confidence: string;
  overall: Score;
  short: Score;
  long: Score;
  perLanguage: Record<LanguageCode, Score>;
  /** The same, messages of 24 characters or more only (the issue's measure is on those). */
  perLanguageLong: Record<LanguageCode, Score>;
  /** Long messages detected with confidence, and how many of those were wrong. */
  longConfident: number;
  longConfidentWrong: number;
  shortConfidentWrong: number;
  /** Undecided messages the detector declined (no answer, or not confident). */
  undecidedDeclined: number;
  microsPerDetection: number;
  p95Micros: number;
  wrong: string[];
}

function measure(detector: string, mode: 'open' | 'ten', confidence: string, detect: Detect) {
  const zero = (): Score => ({ right: 0, total: 0 });
  const result: Result = {
    detector,
    mode,
    confidence,
    overall: zero(),
    short: zero(),
    long: zero(),
    perLanguage: Object.fromEntries(languageCodes.map((l) => [l, zero()])) as Record<
      LanguageCode,
      Score
    >,
    perLanguageLong: Object.fromEntries(languageCodes.map((l) => [l, zero()])) as Record<
      LanguageCode,
      Score
    >,
    longConfident: 0,
    longConfidentWrong: 0,
    shortConfidentWrong: 0,
    undecidedDeclined: 0,
    microsPerDetection: 0,
    p95Micros: 0,
    wrong: [],
  };
  for (const message of labelled) {
    const found = detect(message.text);
    const right = found.language === message.language;
    for (const score of [
      result.overall,
      message.long ? result.long : result.short,
      result.perLanguage[message.language],
      ...(message.long ? [result.perLanguageLong[message.language]] : []),
    ]) {
      score.total++;
      if (right) score.right++;
    }
    if (!right) result.wrong.push(`${message.language}→${found.language || '?'} ${message.text}`);
    if (message.long && found.confident) {
      result.longConfident++;
      if (!right) result.longConfidentWrong++;
    }
    if (!message.long && found.confident && !right) result.shortConfidentWrong++;
  }
  for (const text of undecided) {
    const found = detect(text);
    if (!found.language || !found.confident) result.undecidedDeclined++;
  }
  const texts = [...labelled.map((m) => m.text), ...undecided];
  for (let i = 0; i < 1000; i++) detect(texts[i % texts.length]!); // warm up
  const t0 = performance.now();
  for (let i = 0; i < iterations; i++) detect(texts[i % texts.length]!);
  result.microsPerDetection = ((performance.now() - t0) * 1000) / iterations;
  // The same detections one by one, for the tail (the issue's budget is on a turn's p95).
  const each: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    detect(texts[i % texts.length]!);
    each.push(performance.now() - start);
  }
  each.sort((a, b) => a - b);
  result.p95Micros = each[Math.floor(each.length * 0.95)]! * 1000;
  return result;
}

const results: Result[] = [];
const footprints: Record<string, Load & { bytes: number; packages: number; version: string }> = {};
for (const candidate of candidates) {
  const version: string = JSON.parse(
    readFileSync(join(packageDir(candidate.pkg, serverDir), 'package.json'), 'utf8'),
  ).version;
  footprints[candidate.name] = {
    ...installedBytes(candidate.pkg),
    ...measureLoad(candidate.loadSnippet),
    version,
  };
  for (const [mode, load] of Object.entries(candidate.modes)) {
    const detect = await load();
    results.push(measure(candidate.name, mode as 'open' | 'ten', candidate.confidence, detect));
  }
}

if (args.json) {
  console.log(JSON.stringify({ results, footprints }, null, 2));
  process.exit(0);
}

const longTotal = labelled.filter((m) => m.long).length;
const f1 = (n: number) => n.toFixed(1);
console.log(
  `Set: ${labelled.length} messages (${labelled.length - longTotal} under ${LONG} characters, ${longTotal} at ${LONG} or more), ${undecided.length} undecided; ${iterations} detections timed; Node ${process.version}\n`,
);
console.log(
  '| detector | mode | overall | < 24 | >= 24 | >= 24 confident (wrong) | < 24 confident wrong | undecided declined | µs / detection (mean, p95) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.detector} | ${r.mode} | ${f1(pct(r.overall))}% | ${f1(pct(r.short))}% | ${f1(pct(r.long))}% | ${r.longConfident}/${r.long.total} (${r.longConfidentWrong}) | ${r.shortConfidentWrong} | ${r.undecidedDeclined}/${undecided.length} | ${r.microsPerDetection.toFixed(1)}, ${r.p95Micros.toFixed(1)} |`,
  );
}
console.log(`\n| detector | mode | ${languageCodes.join(' | ')} |`);
console.log(`|---|---|${languageCodes.map(() => '---').join('|')}|`);
for (const r of results) {
  console.log(
    `| ${r.detector} | ${r.mode} | ${languageCodes.map((l) => f1(pct(r.perLanguage[l]))).join(' | ')} |`,
  );
}
console.log(
  `\nPer language, ${LONG} characters or more only (messages per language: ${languageCodes
    .map((l) => `${l} ${results[0]!.perLanguageLong[l].total}`)
    .join(', ')}):\n`,
);
console.log(`| detector | mode | ${languageCodes.join(' | ')} |`);
console.log(`|---|---|${languageCodes.map(() => '---').join('|')}|`);
for (const r of results) {
  console.log(
    `| ${r.detector} | ${r.mode} | ${languageCodes.map((l) => f1(pct(r.perLanguageLong[l]))).join(' | ')} |`,
  );
}
console.log(
  '\n| detector | on disk (packages) | load | heap after load | RSS after load | "not sure" |',
);
console.log('|---|---|---|---|---|---|');
for (const candidate of candidates) {
  const f = footprints[candidate.name]!;
  console.log(
    `| ${candidate.name} | ${f1(f.bytes / 2 ** 20)} MB (${f.packages}) | ${f.loadMs.toFixed(0)} ms | ${f1(f.heapMb)} MB | ${f1(f.rssMb)} MB | ${candidate.confidence} |`,
  );
}
console.log('\nWrong answers, mode "ten" where the detector has it:');
for (const candidate of candidates) {
  const r =
    results.find((x) => x.detector === candidate.name && x.mode === 'ten') ??
    results.find((x) => x.detector === candidate.name)!;
  console.log(`- ${r.detector} (${r.mode}): ${r.wrong.length ? r.wrong.join(' · ') : 'none'}`);
}

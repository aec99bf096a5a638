/**
 * Retrieval latency at 1k, 10k and 100k knowledge passages, on PGlite and (when
 * BENCH_DATABASE_URL is set) PostgreSQL, plus the server-side time of one built-in-engine turn.
 *
 *   npm run bench --workspace @frontdesk/server
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench --workspace @frontdesk/server
 *   # only the 100 organizations x 1,000 passages rows, on PostgreSQL:
 *   BENCH_SIZES=100000 BENCH_KINDS=postgres BENCH_DATABASE_URL=... npm run bench --workspace @frontdesk/server
 *   # one corpus only: business (the worst case) or english (natural text)
 *   BENCH_CORPORA=english BENCH_SIZES=100000 BENCH_KINDS=postgres BENCH_DATABASE_URL=... npm run bench ...
 *
 * Passages are spread over 100 organizations, each query runs in one of them, as in production.
 * Two corpora: "business", 30 to 60 words drawn from a 62-word business vocabulary, so every word
 * of a question is in hundreds of an organization's passages (the worst case for retrieval); and
 * "english", the turn benchmark's Zipf-drawn English (bench/seed.ts), where a nine-word question
 * ("Can I have the x y for z on w?") matches a few passages, as a real one does. `select 1` is
 * timed in the same loop: the machine's floor for one round trip at that moment. On PostgreSQL a
 * second table gives the ranking statement's own time inside the database (EXPLAIN ANALYZE) and
 * the question's expansion in the process, without what a busy machine adds between them.
 * A retrieval is the whole search a turn makes: the question expanded (vocabulary, spelling,
 * WordNet) and the one ranking statement, timed cold, warm and asked again (measureRetrieval).
 */

import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { defaultHandoffSettings } from '@frontdesk/contracts';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { createConversationStore } from '../src/operator/conversations/conversation-store';
import { createModelRegistry } from '../src/operator/models/registry';
import { rebuildRetrievalStatistics } from '../src/operator/retrieval/content-store';
import { RANKING_STATEMENT, rankingFor, searchPassages } from '../src/operator/retrieval/full-text';
import { createKnowledgeBase } from '../src/operator/retrieval/knowledge-base';
import { createOperator } from '../src/operator/turn';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/client';
import { createCorpus } from './corpus';
import { seedBenchData } from './seed';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const CORPORA = (process.env.BENCH_CORPORA ?? 'business,english').split(',') as Corpus[];
type Corpus = 'business' | 'english';
const QUERIES = 300;
/** Questions a warm server has answered before the measured ones (measureRetrieval). */
const WARM_UP = 1000;
const ORGANIZATIONS = 100;
/** The billing period the turns are counted in, as a live plan names one. */
const PERIOD_START = new Date();
const WORDS = (
  'appointment cleaning whitening price insurance parking hours saturday monday refund delivery ' +
  'shipping order return warranty battery engine tyre lease financing trial lesson course exam ' +
  'tuition enrollment visit vaccine surgery checkup dog cat grooming booking cancel reschedule ' +
  'invoice payment card cash discount coupon membership upgrade plan support email phone address ' +
  'garden kitchen bathroom roof window door floor paint repair install quote estimate guarantee'
).split(' ');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function open(
  kind: 'pglite' | 'postgres',
): Promise<{ handle: DatabaseHandle; url?: string; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    return { handle, drop: () => handle.close() };
  }
  const { default: pg } = await import('pg');
  const adminUrl = process.env.BENCH_DATABASE_URL!;
  const name = `frontdesk_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Bulk-generates passages inside the database: random 30-60 word texts from a business vocabulary. */
async function seedBusiness(handle: DatabaseHandle, passages: number) {
  const { db } = handle;
  await db.execute(sql`
    INSERT INTO organizations (name, industry)
    SELECT 'Bench ' || g, 'Other' FROM generate_series(1, ${ORGANIZATIONS}) g`);
  await db.execute(sql`
    WITH words AS (SELECT string_to_array(${WORDS.join(' ')}, ' ') AS w),
    orgs AS (SELECT array_agg(id ORDER BY name) AS ids FROM organizations)
    INSERT INTO contents (organization_id, text)
    SELECT orgs.ids[1 + (g % ${ORGANIZATIONS})],
      array_to_string(ARRAY(
        SELECT words.w[1 + floor(random() * array_length(words.w, 1))::int]
        FROM generate_series(1, 30 + (g % 30))
      ), ' ') || '.'
    FROM generate_series(1, ${passages}) g, words, orgs`);
  await db.execute(sql`
    INSERT INTO content_passages (organization_id, content_id, position, text)
    SELECT organization_id, id, 0, text FROM contents`);
  await rebuildRetrievalStatistics(db);
}

async function organizationIds(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute(sql`SELECT id FROM organizations`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/** A nine-word question: question words, four topic words of the business vocabulary. */
function businessQuestion() {
  const pick = () => WORDS[Math.floor(Math.random() * WORDS.length)];
  return `How much does a ${pick()} ${pick()} cost on ${pick()} ${pick()}?`;
}

const english = createCorpus(99);

/** Seeds `passages` passages over 100 organizations; answers the corpus's question maker. */
async function seed(handle: DatabaseHandle, corpus: Corpus, passages: number) {
  if (corpus === 'business') {
    await seedBusiness(handle, passages);
    return businessQuestion;
  }
  const passagesPerOrganization = passages / ORGANIZATIONS;
  await seedBenchData(handle.db, { organizations: ORGANIZATIONS, passagesPerOrganization });
  return () => english.longQuestion();
}

/**
 * What a server that has run a while has done after a bulk load: statistics gathered, and on
 * PostgreSQL the load's dirty pages written out, so the checkpoint that would follow does not
 * write through the measurement.
 */
async function settle(handle: DatabaseHandle, kind: 'pglite' | 'postgres') {
  await handle.db.execute(sql`VACUUM ANALYZE`);
  if (kind === 'postgres') await handle.db.execute(sql`CHECKPOINT`);
}

interface Asked {
  organizationId: string;
  question: string;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** The two ways a search ranks: the statement alone, or the organization's index in memory. */
const RANKINGS = ['statement', 'index in memory'] as const;
type Rankings = Record<(typeof RANKINGS)[number], (asked: Asked) => Promise<unknown>>;

async function rankings(handle: DatabaseHandle): Promise<Rankings> {
  const knowledge = await createKnowledgeBase(handle.db, undefined, pino({ level: 'silent' }));
  return {
    statement: ({ organizationId, question }) =>
      searchPassages(handle.db, organizationId, question),
    // As the product searches: the index once read (in the background), else the statement.
    'index in memory': ({ organizationId, question }) => knowledge.search(organizationId, question),
  };
}

/**
 * Times each search both ways, alternated question by question (which goes first swaps every
 * other question), with `select 1` after them in the same loop: the floor of one round trip.
 */
async function timeSearches(handle: DatabaseHandle, asked: Asked[], searches: Rankings) {
  const times = Object.fromEntries(RANKINGS.map((name) => [name, [] as number[]]));
  const floor: number[] = [];
  for (const [i, question] of asked.entries()) {
    for (const name of i % 2 === 0 ? RANKINGS : [...RANKINGS].reverse()) {
      const started = performance.now();
      await searches[name](question);
      times[name]!.push(performance.now() - started);
    }
    const started = performance.now();
    await handle.db.execute(sql`select 1`);
    floor.push(performance.now() - started);
  }
  return {
    ...(Object.fromEntries(RANKINGS.map((name) => [name, summary(times[name]!)])) as Record<
      (typeof RANKINGS)[number],
      { p50: number; p95: number }
    >),
    floor: summary(floor).p95,
  };
}

/** Searches for each question both ways, untimed: what a process has done before it is measured. */
async function answerAll(asked: Asked[], searches: Rankings) {
  for (const question of asked) {
    for (const name of RANKINGS) await searches[name](question);
  }
}

/**
 * Retrieval as three servers meet it. Cold: a process that has answered 20 questions, asked new
 * ones (its JIT, its WordNet memo and the database connection's pages are still warming; most
 * organizations' indexes are still being read). Warm: the same process after 1,000 other
 * questions, asked new ones: a server that has run a while. Asked again: those same questions
 * once more, their pages in PostgreSQL's shared buffers (the default 128 MB holds less than the
 * knowledge the statement reads across 100 organizations: docs/deploy.md).
 */
async function measureRetrieval(handle: DatabaseHandle, ask: (count: number) => Asked[]) {
  const searches = await rankings(handle);
  await answerAll(ask(20), searches);
  const cold = await timeSearches(handle, ask(QUERIES), searches);
  await answerAll(ask(WARM_UP), searches);
  const asked = ask(QUERIES);
  const warm = await timeSearches(handle, asked, searches);
  const again = await timeSearches(handle, asked, searches);
  return { cold, warm, again, floor: Math.max(cold.floor, warm.floor, again.floor) };
}

/**
 * The ranking statement's own time inside PostgreSQL (EXPLAIN ANALYZE's execution time, timing
 * per node off), prepared as the product prepares it, for other questions than the ones above
 * (asked first, then again). What the client's clock adds on a busy machine (scheduling, the
 * round trip) is left out; the question's expansion in the process is timed beside it.
 */
async function measureInDatabase(url: string, asked: Asked[]) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: url,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  await client.connect();
  try {
    const dialect = new PgDialect();
    const statements: { text: string; values: unknown[] }[] = [];
    const expansion: number[] = [];
    for (const { organizationId, question } of asked) {
      const started = performance.now();
      const { statement } = await rankingFor(organizationId, question);
      expansion.push(performance.now() - started);
      const { sql: text, params } = dialect.sqlToQuery(statement);
      statements.push({ text, values: params });
    }
    await client.query(`PREPARE ${RANKING_STATEMENT} AS ${statements[0]!.text}`);
    const literal = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`;
    const timed = async () => {
      const times: number[] = [];
      for (const { values } of statements) {
        const { rows } = await client.query(
          `EXPLAIN (ANALYZE, TIMING OFF, SUMMARY ON, FORMAT JSON) EXECUTE ${RANKING_STATEMENT}(${values.map(literal).join(', ')})`,
        );
        const [plan] = rows[0]['QUERY PLAN'] as { 'Execution Time': number }[];
        times.push(plan!['Execution Time']);
      }
      return summary(times);
    };
    const first = await timed();
    return { first, again: await timed(), expansion: summary(expansion) };
  } finally {
    await client.end();
  }
}

async function measureTurn(handle: DatabaseHandle, orgs: string[], question: () => string) {
  const models = await createModelRegistry({ provider: 'builtin' });
  const log = pino({ level: 'silent' });
  const configuration = {
    name: 'Bench',
    description: 'Benchmark operator',
    roles: ['self-service' as const],
    instructions: 'Answer briefly.',
    interactionStyle: 'professional' as const,
    temperature: 0.7,
    metadata: {},
    defaultLanguage: 'en' as const,
  };
  const knowledge = await createKnowledgeBase(handle.db, undefined, log);
  const operator = createOperator({
    conversations: createConversationStore(handle.db),
    knowledge,
    settings: {
      agentConfiguration: async () => configuration,
      tools: async () => [],
      handoffSettings: async () => defaultHandoffSettings,
    },
    models,
    timeoutMs: 30_000,
    log,
  });
  const answer = async (i: number) => {
    const turn = await operator.open({
      organizationId: orgs[i % orgs.length]!,
      channel: 'api',
      allowance: { answer: true, toolCalls: 0, periodStart: PERIOD_START },
    });
    await operator.run(turn, question());
  };
  // Untimed: each organization's first question, its index read meanwhile (a server that has run).
  for (let i = 0; i < orgs.length; i++) await answer(i);
  await knowledge.settled();
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const started = performance.now();
    await answer(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const format = (ms: number) => `${ms.toFixed(2)} ms`;

async function main() {
  const available: ('pglite' | 'postgres')[] = [
    'pglite',
    ...(process.env.BENCH_DATABASE_URL ? ['postgres' as const] : []),
  ];
  const wanted = process.env.BENCH_KINDS?.split(',');
  const kinds = available.filter((kind) => !wanted || wanted.includes(kind));
  console.log(
    '| database | corpus | passages | ranking | cold p50 | cold p95 | warm p50 | warm p95 | asked again p50 | asked again p95 | `select 1` p95 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const turns: string[] = [];
  const inDatabase: string[] = [];
  for (const kind of kinds) {
    for (const corpus of CORPORA) {
      for (const size of SIZES) {
        const { handle, url, drop } = await open(kind);
        try {
          const seeded = performance.now();
          const question = await seed(handle, corpus, size);
          await settle(handle, kind);
          const seedSeconds = ((performance.now() - seeded) / 1000).toFixed(1);
          const orgs = await organizationIds(handle);
          const ask = (count: number) =>
            Array.from({ length: count }, (_, i) => ({
              organizationId: orgs[i % orgs.length]!,
              question: question(),
            }));
          const { cold, warm, again, floor } = await measureRetrieval(handle, ask);
          for (const name of RANKINGS) {
            const [c, w, a] = [cold[name], warm[name], again[name]];
            console.log(
              `| ${kind} | ${corpus} | ${size.toLocaleString('en-US')} | ${name} | ${format(c.p50)} | ${format(c.p95)} | ${format(w.p50)} | ${format(w.p95)} | ${format(a.p50)} | ${format(a.p95)} | ${format(floor)} |`,
            );
          }
          const turn = await measureTurn(handle, orgs, question);
          turns.push(
            `| ${kind} | ${corpus} | ${size.toLocaleString('en-US')} | ${format(turn.p50)} | ${format(turn.p95)} |`,
          );
          if (url) {
            const database = await measureInDatabase(url, ask(QUERIES));
            inDatabase.push(
              `| ${corpus} | ${size.toLocaleString('en-US')} | ${format(database.expansion.p50)} | ${format(database.expansion.p95)} | ${format(database.first.p50)} | ${format(database.first.p95)} | ${format(database.again.p50)} | ${format(database.again.p95)} |`,
            );
          }
          console.error(`  (${kind} ${corpus} ${size}: seeded in ${seedSeconds} s)`);
        } finally {
          await drop();
        }
      }
    }
  }
  console.log(
    '\nOne built-in-engine turn, server side (the knowledge base as the product creates it):\n',
  );
  console.log('| database | corpus | passages | turn p50 | turn p95 |');
  console.log('|---|---|---|---|---|');
  for (const row of turns) console.log(row);
  if (inDatabase.length > 0) {
    console.log(
      '\nPostgreSQL, the ranking statement inside the database, and the expansion in the process:\n',
    );
    console.log(
      '| corpus | passages | expansion p50 | expansion p95 | statement p50 | statement p95 | asked again p50 | asked again p95 |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const row of inDatabase) console.log(row);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Retrieval latency at 1k, 10k and 100k knowledge passages, on PGlite and (when
 * BENCH_DATABASE_URL is set) PostgreSQL, plus the server-side time of one built-in-engine turn.
 *
 *   npm run bench --workspace @frontdesk/server
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench --workspace @frontdesk/server
 *   # only the 100 organizations x 1,000 passages row, on PostgreSQL:
 *   BENCH_SIZES=100000 BENCH_KINDS=postgres BENCH_DATABASE_URL=... npm run bench --workspace @frontdesk/server
 *
 * Passages are spread over 100 organizations, each query runs in one of them, as in production.
 * A retrieval is the whole search a turn makes: the question expanded (vocabulary, spelling,
 * WordNet) and the one ranking statement.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createConversationStore } from '../src/operator/conversations/conversation-store';
import { createModelRegistry } from '../src/operator/models/registry';
import { rebuildRetrievalStatistics } from '../src/operator/retrieval/content-store';
import { searchPassages } from '../src/operator/retrieval/full-text';
import { createKnowledgeBase } from '../src/operator/retrieval/knowledge-base';
import { createOperator } from '../src/operator/turn';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/client';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const QUERIES = 300;
const ORGANIZATIONS = 100;
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
): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
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
    async drop() {
      await handle.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Bulk-generates passages inside the database: random 30-60 word texts from a business vocabulary. */
async function seed(handle: DatabaseHandle, passages: number) {
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
  await db.execute(sql`VACUUM ANALYZE`);
}

async function organizationIds(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute(sql`SELECT id FROM organizations`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/** A natural nine-word question: question words, two or three topic words, a day. */
function question() {
  const pick = () => WORDS[Math.floor(Math.random() * WORDS.length)];
  return `How much does a ${pick()} ${pick()} cost on ${pick()} ${pick()}?`;
}

async function measureRetrieval(handle: DatabaseHandle, orgs: string[]) {
  for (let i = 0; i < 20; i++) await searchPassages(handle.db, orgs[i % orgs.length]!, question());
  const times: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const started = performance.now();
    await searchPassages(handle.db, orgs[i % orgs.length]!, question());
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function measureTurn(handle: DatabaseHandle, orgs: string[]) {
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
  };
  const operator = createOperator({
    conversations: createConversationStore(handle.db),
    knowledge: await createKnowledgeBase(handle.db, undefined, log),
    settings: { agentConfiguration: async () => configuration, tools: async () => [] },
    models,
    timeoutMs: 30_000,
    log,
  });
  const times: number[] = [];
  for (let i = 0; i < 120; i++) {
    const started = performance.now();
    const turn = await operator.open({
      organizationId: orgs[i % orgs.length]!,
      channel: 'api',
      allowance: { answer: true, toolCalls: 0 },
    });
    await operator.run(turn, question());
    if (i >= 20) times.push(performance.now() - started);
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
    '| database | passages | retrieval p50 | retrieval p95 | built-in turn p50 | built-in turn p95 |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const kind of kinds) {
    for (const size of SIZES) {
      const { handle, drop } = await open(kind);
      try {
        const seeded = performance.now();
        await seed(handle, size);
        const seedSeconds = ((performance.now() - seeded) / 1000).toFixed(1);
        const orgs = await organizationIds(handle);
        const retrieval = await measureRetrieval(handle, orgs);
        const turn = await measureTurn(handle, orgs);
        console.log(
          `| ${kind} | ${size.toLocaleString('en-US')} | ${format(retrieval.p50)} | ${format(retrieval.p95)} | ${format(turn.p50)} | ${format(turn.p95)} |`,
        );
        console.error(`  (${kind} ${size}: seeded in ${seedSeconds} s)`);
      } finally {
        await drop();
      }
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

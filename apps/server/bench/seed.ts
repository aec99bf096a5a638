/**
 * Seeds a benchmark database through the product's own migrations: organizations, each with an
 * active Enterprise subscription, a saved agent configuration, one public key and its knowledge
 * (English-like passages from bench/corpus.ts). The turn benchmark and the retrieval benchmark
 * read the same data.
 *
 *   npx tsx bench/seed.ts                      # 100 organizations x 1,000 passages
 *   npx tsx bench/seed.ts --database-url postgres://postgres@127.0.0.1:5432/frontdesk_bench \
 *     --organizations 100 --passages 1000
 *
 * The database named in the URL is dropped and created again (never point it at real data).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rebuildRetrievalStatistics } from '../src/operator/retrieval/content-store';
import { type Database, openDatabase, rowsOf } from '../src/platform/db/client';
import { seededRandom } from '../test/support/seeded-random';
import { createCorpus } from './corpus';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/frontdesk_bench';

export interface SeedOptions {
  organizations: number;
  passagesPerOrganization: number;
  seed?: number;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters, and quick to build. */
const BATCH = 1000;

/** Keys the benchmark can find again: the public prefix, the organization's number, random bits. */
function benchKey(index: number, random: () => number) {
  const bits = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `fd_pk_bench${String(index).padStart(4, '0')}_${bits}`;
}

/**
 * Fills an empty, migrated database (PGlite or PostgreSQL). Each organization gets what a live
 * business has for a turn: a plan with prompts left, a configuration, a key, its passages.
 */
export async function seedBenchData(db: Database, options: SeedOptions): Promise<void> {
  const corpus = createCorpus(options.seed);
  const random = seededRandom((options.seed ?? 14) + 1);
  const organizations = Array.from({ length: options.organizations }, () => randomUUID());

  const owners = sql`jsonb_to_recordset(${JSON.stringify(
    organizations.map((id, i) => ({ id, name: `Bench ${i + 1}`, key: benchKey(i + 1, random) })),
  )}::jsonb) AS o(id uuid, name text, key text)`;

  await db.execute(sql`
    INSERT INTO organizations (id, name, industry) SELECT id, name, 'Other' FROM ${owners}`);
  await db.execute(sql`
    INSERT INTO subscriptions (organization_id, provider, status, plan_id, current_period_start,
      current_period_end)
    SELECT id, 'local', 'active', 'enterprise', now(), now() + interval '30 days' FROM ${owners}`);
  await db.execute(sql`
    INSERT INTO agent_configurations (organization_id, name, description, roles, instructions,
      interaction_style, temperature, metadata)
    SELECT id, 'Operator ' || name, 'Answers the customers of ' || name, '["self-service"]'::jsonb,
      'Answer from the knowledge; say so when it has no answer.', 'professional', 0.7, '{}'::jsonb
    FROM ${owners}`);
  await db.execute(sql`INSERT INTO api_keys (organization_id, name, key)
    SELECT id, 'Bench', key FROM ${owners}`);

  const total = options.organizations * options.passagesPerOrganization;
  for (let start = 0; start < total; start += BATCH) {
    const size = Math.min(BATCH, total - start);
    const snippets = Array.from({ length: size }, (_, i) => ({
      org: organizations[(start + i) % organizations.length]!,
      text: corpus.passage(),
    }));
    // One snippet per passage: a short snippet is one passage, as the product splits them.
    await db.execute(sql`
      WITH added AS (
        INSERT INTO contents (organization_id, text)
        SELECT org, text FROM jsonb_to_recordset(${JSON.stringify(snippets)}::jsonb)
          AS c(org uuid, text text)
        RETURNING id, organization_id, text
      )
      INSERT INTO content_passages (organization_id, content_id, position, text)
      SELECT organization_id, id, 0, text FROM added`);
  }
  await rebuildRetrievalStatistics(db);
  // Without VACUUM the planner keeps a sequential scan for full text (see STACK-NOTES).
  await db.execute(sql`VACUUM ANALYZE`);
}

/** The public keys of a seeded database, one per organization, in a stable order. */
export async function benchKeys(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`SELECT key FROM api_keys WHERE key LIKE 'fd_pk_bench%' ORDER BY key`,
  );
  return rowsOf(result).map((row) => String(row.key));
}

/** Drops and creates the database named in `url`, on the same server. */
export async function recreateDatabase(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** Creates the database again, migrates it with the product's migrations, and seeds it. */
export async function seedBenchDatabase(url: string, options: SeedOptions): Promise<void> {
  await recreateDatabase(url);
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    await seedBenchData(handle.db, options);
  } finally {
    await handle.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: DEFAULT_BENCH_DATABASE_URL },
      organizations: { type: 'string', default: '100' },
      passages: { type: 'string', default: '1000' },
    },
  });
  const options = {
    organizations: Number(values.organizations),
    passagesPerOrganization: Number(values.passages),
  };
  const started = performance.now();
  await seedBenchDatabase(values['database-url'], options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `seeded ${options.organizations} organizations x ${options.passagesPerOrganization} passages in ${seconds} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

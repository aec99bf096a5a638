import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { tenantAwarePglite, tenantAwarePool } from './tenant-driver';

export type Schema = typeof schema;
/** Either driver: PGlite in-process or node-postgres. Stores only see this common type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The rows of a raw `db.execute(sql...)`: both drivers answer `{ rows }`, which the common
 * PgDatabase type does not say.
 */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Answers when the database takes a query (readiness). */
  ping(): Promise<void>;
  /** The connection pool's use right now (PostgreSQL only: PGlite is one in-process connection). */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));

export type DatabaseSource =
  | { kind: 'postgres'; url: string }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /** Load the pgvector build (for hybrid retrieval); only when embeddings are configured. */
      vector?: boolean;
    };

export interface DatabaseOptions {
  /** Called with the text of every statement sent (for counting them; never logged as is). */
  onQuery?: (query: string) => void;
  /**
   * True (the default): statements inside a tenant run as the tenant role with its organization
   * set, under row-level security (tenant-driver.ts, decision 016). False: every statement runs as
   * the connected role, as before (to measure what the switch costs).
   */
  rowLevelSecurity?: boolean;
}

/** Drizzle's logger hook, used only to observe statements. */
const observerOf = (options: DatabaseOptions) =>
  options.onQuery ? { logQuery: (query: string) => options.onQuery?.(query) } : undefined;

/** Drizzle's settings for either driver: its client under row-level security unless turned off. */
function drizzleConfig<Client>(
  client: Client,
  tenantAware: (client: Client, observe: DatabaseOptions['onQuery']) => Client,
  options: DatabaseOptions,
) {
  return {
    client: options.rowLevelSecurity === false ? client : tenantAware(client, options.onQuery),
    schema,
    logger: observerOf(options),
  };
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(
  source: DatabaseSource,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  const handle =
    source.kind === 'postgres'
      ? await openPostgres(source.url, options)
      : await openPglite(source, options);
  await migrateDatabase(handle);
  return handle;
}

async function openPglite(
  source: Extract<DatabaseSource, { kind: 'pglite' }>,
  options: DatabaseOptions,
): Promise<DatabaseHandle> {
  if (source.dataDir) await mkdir(path.dirname(source.dataDir), { recursive: true });
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const vector = source.vector ? (await import('@electric-sql/pglite-pgvector')).vector : undefined;
  const client = await PGlite.create({
    dataDir: source.dataDir,
    loadDataDir: source.loadDataDir,
    extensions: vector ? { btree_gin, vector } : { btree_gin },
  });
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(drizzleConfig(client, tenantAwarePglite, options)) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** How long a PostgreSQL connection stays open unused (see openPostgres). */
const IDLE_CONNECTION_MS = 5 * 60_000;

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  // Connecting to a database that does not answer fails in 5 s (a 503), not holding the request.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // pg closes a connection idle for 10 s. A question after such a quiet spell, common for a
    // business's chat, then paid a new connection, its prepared statements parsed and planned
    // again and the buffers mapped again: 55 ms instead of 2 (docs/benchmarks.md). Five minutes
    // stays under the idle timeouts of common load balancers and NAT gateways (350 s and more).
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    // Named statements (prepared.ts) are planned once, without their values: retrieval's ranking
    // is written to plan well that way, and a plan chosen per call cost more than it ran
    // (decision 018). Unnamed statements, drizzle's, are planned with their values as before.
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle connection closed by the server (restart, failover, a dropped test database) must not
  // crash the process: the pool opens a new one on the next query.
  pool.on('error', () => {});
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const db = drizzle(drizzleConfig(pool, tenantAwarePool, options)) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

async function migrateDatabase(handle: DatabaseHandle) {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its own driver's type
    await migrate(handle.db as any, config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its own driver's type
    await migrate(handle.db as any, config);
  }
}

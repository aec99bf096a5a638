import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import {
  type DatabaseHandle,
  type DatabaseOptions,
  openDatabase,
  rowsOf,
} from '../../src/platform/db/client';

/**
 * Whether this is the PostgreSQL run of the suite, which repeats every file: tests that touch no
 * database skip it, since the first run already covered them.
 */
export const isPostgresRerun = process.env.TEST_DB === 'postgres';

/**
 * A fresh, migrated database for one test file: PGlite from the run's snapshot, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(
  options: { vector?: boolean } & DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const snapshot = await readFile(inject('pgliteSnapshot'));
    return openDatabase(
      { kind: 'pglite', loadDataDir: new Blob([snapshot]), vector: options.vector },
      options,
    );
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const { default: pg } = await import('pg');
  const name = `frontdesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() }, options);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** An organization row alone (no owner, no plan): for tests of the stores beneath the API. */
export async function insertOrganization(
  db: DatabaseHandle['db'],
  name: string,
  industry = 'Other',
): Promise<string> {
  const [row] = rowsOf(
    await db.execute(
      sql`INSERT INTO organizations (name, industry) VALUES (${name}, ${industry}) RETURNING id`,
    ),
  );
  return String(row!.id);
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/database';
import { type DatabaseHandle, rowsOf } from './client';
import { executePrepared } from './prepared';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const doubled = (value: number) =>
  executePrepared(database.db, 'frontdesk_test_doubled', sql`SELECT ${value}::int * 2 AS n`);

describe('prepared statements', () => {
  it('answers as db.execute does, with new values on every call', async () => {
    expect(rowsOf(await doubled(2))).toEqual([{ n: 4 }]);
    expect(rowsOf(await doubled(21))).toEqual([{ n: 42 }]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'is prepared by name on the PostgreSQL connection that ran it',
    async () => {
      // One statement at a time: the pool hands back the connection used last.
      await doubled(1);
      const prepared = rowsOf(
        await database.db.execute(sql`SELECT name FROM pg_prepared_statements`),
      ).map((row) => row.name);
      expect(prepared).toContain('frontdesk_test_doubled');
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'keeps the connection and its prepared statements through a quiet spell',
    async () => {
      const backend = async () =>
        rowsOf(await database.db.execute(sql`SELECT pg_backend_pid() AS pid`))[0]!.pid;
      await doubled(1);
      const before = await backend();
      // Longer than pg's default of 10 s, after which the next question paid a new connection.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(database.poolUse?.().total).toBe(1);
      expect(await backend()).toBe(before);
      expect(
        rowsOf(await database.db.execute(sql`SELECT name FROM pg_prepared_statements`)),
      ).toContainEqual({ name: 'frontdesk_test_doubled' });
    },
    20_000,
  );
});

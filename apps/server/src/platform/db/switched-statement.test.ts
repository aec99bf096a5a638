import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/database';
import type { DatabaseHandle } from './client';
import { queryAfterSwitch } from './switched-statement';

/**
 * The switch sent in front of a statement, in one round trip (node-postgres only): it applies
 * before the statement, stays after it, and a switch that fails stops the statement.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('a statement with its switch in front', () => {
  let handle: DatabaseHandle;
  let client: pg.PoolClient;
  const setting = async () =>
    (await client.query("SELECT current_setting('app.probe', true) AS value")).rows[0].value;

  beforeAll(async () => {
    handle = await openTestDatabase();
    client = await (handle.db as unknown as { $client: pg.Pool }).$client.connect();
    await client.query('CREATE TABLE switch_probe (n integer)');
  });
  afterAll(async () => {
    client?.release();
    await handle?.close();
  });

  it('applies the switch before the statement, and keeps it after', async () => {
    const result = await queryAfterSwitch(
      client,
      {
        name: 'probe_switch',
        text: "SELECT set_config('app.probe', 'one', false), set_config('app.probe', $1, false)",
        values: ['two'],
      },
      { text: "SELECT current_setting('app.probe') AS value, $1::int AS n" },
      [7],
    );
    expect(result.rows).toEqual([{ value: 'two', n: 7 }]);
    expect(await setting()).toBe('two');
  });

  it('prepares a named switch once per connection', async () => {
    const switcher = {
      name: 'probe_switch',
      text: "SELECT set_config('app.probe', 'one', false), set_config('app.probe', $1, false)",
      values: ['again'],
    };
    await queryAfterSwitch(client, switcher, { text: 'SELECT $1::int AS n' }, [1]);
    const prepared = await client.query(
      "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'probe_switch'",
    );
    expect(prepared.rows[0].n).toBe(1);
    expect(await setting()).toBe('again');
  });

  it('never runs the statement when the switch fails', async () => {
    const failed = queryAfterSwitch(
      client,
      { text: 'SET ROLE no_such_role_for_this_probe' },
      { text: 'INSERT INTO switch_probe (n) VALUES ($1)' },
      [1],
    );
    await expect(failed).rejects.toThrow(/no_such_role_for_this_probe/);
    expect((await client.query('SELECT count(*)::int AS n FROM switch_probe')).rows[0].n).toBe(0);
  });

  it('takes the switch back when the statement fails', async () => {
    const failed = queryAfterSwitch(
      client,
      { text: "SET app.probe = 'three'" },
      { text: 'SELECT 1 / $1::int' },
      [0],
    );
    await expect(failed).rejects.toThrow(/division by zero/);
    expect(await setting()).toBe('again');
  });

  it('carries the switch in front of a named statement, prepared once', async () => {
    const switcher = { text: "SELECT set_config('app.probe', $1, false)", values: ['named'] };
    const statement = { name: 'probe_named', text: "SELECT current_setting('app.probe') AS value" };
    for (const round of [1, 2]) {
      const result = await queryAfterSwitch(client, switcher, statement, []);
      expect(result.rows, `round ${round}`).toEqual([{ value: 'named' }]);
    }
    const prepared = await client.query(
      "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'probe_named'",
    );
    expect(prepared.rows[0].n).toBe(1);
  });
});

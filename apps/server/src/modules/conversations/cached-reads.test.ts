import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askFromMemory,
  askOperator,
  businessWithKey,
  call,
  createTestContext,
  type TestContext,
  useTestContext,
} from '../../../test/support/test-app';
import { LISTENER_NAME } from '../../platform/db/change-feed';
import { openDatabase } from '../../platform/db/client';

/**
 * The key's row, the configuration and the widget's rules are kept in memory by every server
 * process; a change made through any process must be seen by the next call to any process
 * (docs/decisions/014-turn-speed.md).
 */
const context = useTestContext();

const turn = (app: TestContext['app'], key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/conversations',
    headers: { authorization: key },
    payload: { message: 'When are you open?' },
  });

const operatorName = async (app: TestContext['app'], key: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/conversations/lookup',
    headers: { authorization: key },
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return response.json().operator.name as string;
};

const PARKING = 'Where can I park?';

/** A shop whose operator, its knowledge index in `server`'s memory, cannot say where to park. */
async function shopWithoutParking(server: TestContext) {
  const business = await businessWithKey(context, 'We open at 9am.');
  expect(await askFromMemory(server, business.key, PARKING)).toMatch(/don't have information/);
  return business;
}

async function addParking(token: string): Promise<string> {
  const added = await call(context.app, 'POST', '/contents', {
    token,
    body: { text: 'Parking is free behind the shop.' },
  });
  expect(added.statusCode).toBe(201);
  return added.json().id;
}

const configuration = (name: string) => ({
  name,
  description: 'Answers questions about the shop',
  roles: ['self-service'],
  instructions: 'Be brief.',
  interactionStyle: 'professional',
  temperature: 0.5,
});

async function rename(app: TestContext['app'], token: string, name: string) {
  const saved = await call(app, 'PATCH', '/agent-configurations', {
    token,
    body: configuration(name),
  });
  expect(saved.statusCode).toBe(200);
}

describe('keys and configurations kept in memory', () => {
  it('reads neither the key nor the configuration again on the next turn', async () => {
    const business = await businessWithKey(context, 'We open at 9am.');
    const first = await context.recordQueries(() => turn(context.app, business.key));
    const second = await context.recordQueries(() => turn(context.app, business.key));
    const reads = (statements: string[], table: string) =>
      statements.filter((statement) => statement.includes(`from "${table}"`));
    expect(reads(first, 'api_keys')).toHaveLength(1);
    expect(reads(first, 'agent_configurations')).toHaveLength(1);
    expect(reads(second, 'api_keys')).toHaveLength(0);
    expect(reads(second, 'agent_configurations')).toHaveLength(0);
    expect(reads(second, 'widget_settings')).toHaveLength(0);
  });

  it("applies the widget's visitor rules saved just before", async () => {
    const business = await businessWithKey(context, 'We open at 9am.');
    expect((await turn(context.app, business.key)).statusCode).toBe(200);
    const saved = await call(context.app, 'PATCH', '/widget-settings', {
      token: business.token,
      body: { requireVerifiedVisitors: true },
    });
    expect(saved.statusCode).toBe(200);
    expect((await turn(context.app, business.key)).statusCode).toBe(401);
  });

  it('refuses a deleted key on the very next call', async () => {
    const business = await businessWithKey(context, 'We open at 9am.');
    // Twice: the second call is served from memory.
    expect((await turn(context.app, business.key)).statusCode).toBe(200);
    expect((await turn(context.app, business.key)).statusCode).toBe(200);
    const deleted = await call(context.app, 'DELETE', `/api-keys/${business.keyId}`, {
      token: business.token,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await turn(context.app, business.key)).statusCode).toBe(401);
  });

  it('answers with a saved configuration on the very next call', async () => {
    const business = await businessWithKey(context, 'We open at 9am.');
    await rename(context.app, business.token, 'Ada');
    expect(await operatorName(context.app, business.key)).toBe('Ada');
    expect(await operatorName(context.app, business.key)).toBe('Ada');
    await rename(context.app, business.token, 'Grace');
    expect(await operatorName(context.app, business.key)).toBe('Grace');
  });

  it('answers from knowledge added and deleted just before', async () => {
    const business = await shopWithoutParking(context);
    const parking = await addParking(business.token);
    expect(await askOperator(context.app, business.key, PARKING)).toContain('Parking is free');
    expect(await askFromMemory(context, business.key, PARKING)).toContain('Parking is free');
    const deleted = await call(context.app, 'DELETE', `/contents/${parking}`, {
      token: business.token,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await askOperator(context.app, business.key, PARKING)).toMatch(/don't have information/);
  });

  it('announces a knowledge change only where another process can hear it', async () => {
    const business = await shopWithoutParking(context);
    const written = await context.recordQueries(() => addParking(business.token));
    const announced = written.filter((statement) => statement.includes('pg_notify'));
    expect(announced).toHaveLength(process.env.TEST_DB === 'postgres' ? 1 : 0);
    // The statistics and the contact passage: one statement, not one each.
    expect(written.filter((statement) => statement.includes('knowledge_statistics'))).toHaveLength(
      1,
    );
  });
});

// Two server processes share PostgreSQL (PGlite is one process by design): each app below has
// its own memory, pool and listening connection, and hears the other only through the database.
describe.runIf(process.env.TEST_DB === 'postgres')('across server processes', () => {
  const other = {} as TestContext;

  beforeAll(async () => {
    const pool = (context.database.db as unknown as { $client: { options: object } }).$client;
    const { connectionString } = pool.options as { connectionString: string };
    const database = await openDatabase({ kind: 'postgres', url: connectionString });
    Object.assign(other, await createTestContext({}, { database }));
  });
  afterAll(async () => {
    await other.close?.();
  });

  it('refuses in one process a key deleted through the other, at once', async () => {
    const business = await businessWithKey(context, 'We open at 9am.');
    expect((await turn(other.app, business.key)).statusCode).toBe(200);
    expect((await turn(other.app, business.key)).statusCode).toBe(200);
    const deleted = await call(context.app, 'DELETE', `/api-keys/${business.keyId}`, {
      token: business.token,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await turn(other.app, business.key)).statusCode).toBe(401);
  });

  it('uses in one process a configuration saved through the other, at once', async () => {
    const business = await businessWithKey(context, 'We open at 9am.');
    await rename(context.app, business.token, 'Ada');
    expect(await operatorName(other.app, business.key)).toBe('Ada');
    expect(await operatorName(other.app, business.key)).toBe('Ada');
    await rename(context.app, business.token, 'Grace');
    expect(await operatorName(other.app, business.key)).toBe('Grace');
  });

  it('answers in one process from knowledge added through the other, at once', async () => {
    const business = await shopWithoutParking(other);
    await addParking(business.token);
    expect(await askOperator(other.app, business.key, PARKING)).toContain('Parking is free');
  });

  it('reads from the database while it cannot hear changes', async () => {
    const business = await businessWithKey(context, 'We open at 9am.');
    expect((await turn(other.app, business.key)).statusCode).toBe(200);
    // Every listening connection dies: a change made now would be announced to nobody.
    await context.database.db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Deleted behind the product's back, before the connections are back (half a second).
    await context.database.db.execute(sql`DELETE FROM api_keys WHERE id = ${business.keyId}`);
    expect((await turn(other.app, business.key)).statusCode).toBe(401);
  });

  it('ranks by the statement while it cannot hear changes to the knowledge', async () => {
    const business = await shopWithoutParking(other);
    await context.database.db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Added while nobody can be told. The lost connection dropped the other process's indexes,
    // and none is kept or served until it is back: the statement answers, from the tables.
    await addParking(business.token);
    expect(await askOperator(other.app, business.key, PARKING)).toContain('Parking is free');
  });
});

// What the database sees of each request: organization routes and customer turns run their
// statements as the tenant role with their own organization set (decision 016), body or not, in
// parallel or not. A trigger records the role and the organization setting each insert ran with.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isTenantSwitch, TENANT_ROLE } from '../src/platform/db/tenant-driver';
import { businessWithKey, call, signUpWithOrganization, useTestContext } from './support/test-app';

const context = useTestContext();

/** Made by this test only: who inserted each row of the watched tables. */
const statementRoles = pgTable('statement_roles', {
  tableName: text('table_name').notNull(),
  role: text('role').notNull(),
  tenant: text('tenant'),
  rowOrganization: uuid('row_organization').notNull(),
});

const WATCHED = ['contents', 'api_keys', 'messages'];

beforeAll(async () => {
  const { db } = context.database;
  // Created by the role that ran the migrations; the trigger runs as the tenant role, which is
  // granted only what it is granted by name (migration 0012).
  await db.execute(sql`
    CREATE TABLE statement_roles (table_name text NOT NULL, role text NOT NULL, tenant text,
      row_organization uuid NOT NULL)`);
  await db.execute(sql.raw(`GRANT INSERT ON statement_roles TO ${TENANT_ROLE}`));
  await db.execute(sql`
    CREATE FUNCTION record_statement_role() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO statement_roles VALUES (TG_TABLE_NAME, current_user,
        current_setting('app.organization_id', true), NEW.organization_id);
      RETURN NULL;
    END $$`);
  for (const table of WATCHED) {
    await db.execute(
      sql.raw(`CREATE TRIGGER record_statement_role AFTER INSERT ON ${table}
        FOR EACH ROW EXECUTE FUNCTION record_statement_role()`),
    );
  }
});

const rolesOf = (organizationId: string) =>
  context.database.db
    .select()
    .from(statementRoles)
    .where(eq(statementRoles.rowOrganization, organizationId));

describe('requests under row-level security', () => {
  it("runs an organization's request as its tenant, body and all, over HTTP", async () => {
    const { token, organization } = await signUpWithOrganization(context);
    // Over a socket, not inject(): a body that arrives after the headers resumes the request from
    // the connection's events, which carry no tenant of their own.
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    /** The body follows the headers a moment later, as from a slow client. */
    const post = (path: string, body: object) =>
      new Promise<number | undefined>((resolve, reject) => {
        const request = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/v1${path}`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        });
        request.on('error', reject);
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        request.flushHeaders();
        setTimeout(() => request.end(JSON.stringify(body)), 50);
      });
    expect(await post('/contents', { text: 'We open at 9am on weekdays.' })).toBe(201);
    expect(await post('/api-keys', { name: 'Website', allowedOrigins: [] })).toBe(201);

    const rows = await rolesOf(organization.id);
    expect(rows.map((row) => row.tableName).sort()).toEqual(['api_keys', 'contents']);
    for (const row of rows)
      expect(row).toMatchObject({ role: TENANT_ROLE, tenant: organization.id });
  });

  it('switches a reading request to its tenant', async () => {
    // No plan: no request of this organization has run yet, so no session holds its id.
    const { token, organization } = await signUpWithOrganization(context, 'Fresh', { plan: null });
    const statements = await context.recordQueries(async () => {
      expect((await call(context.app, 'GET', '/contents', { token })).statusCode).toBe(200);
    });
    const switches = statements.filter(isTenantSwitch);
    expect(
      switches.some((s) => s.includes(`'${organization.id}'`) && s.includes(TENANT_ROLE)),
    ).toBe(true);
  });

  it("runs a customer's turn as the key's organization", async () => {
    const business = await businessWithKey(context, 'We open at 9am on weekdays.');
    const turn = await context.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: { authorization: business.key },
      payload: { message: 'When do you open?' },
    });
    expect(turn.statusCode).toBe(200);
    const messages = (await rolesOf(business.organization.id)).filter(
      (row) => row.tableName === 'messages',
    );
    expect(messages).toHaveLength(2);
    for (const row of messages) {
      expect(row).toMatchObject({ role: TENANT_ROLE, tenant: business.organization.id });
    }
  });

  it('keeps parallel requests of two organizations apart', async () => {
    const first = await signUpWithOrganization(context, 'First');
    const second = await signUpWithOrganization(context, 'Second');
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(context.app, 'POST', '/contents', {
          token: (i % 2 ? first : second).token,
          body: { text: `Fact number ${i}: we deliver on weekdays.` },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    for (const { organization } of [first, second]) {
      const rows = await rolesOf(organization.id);
      expect(rows).toHaveLength(6);
      for (const row of rows) {
        expect(row).toMatchObject({ role: TENANT_ROLE, tenant: organization.id });
      }
    }
  });
});

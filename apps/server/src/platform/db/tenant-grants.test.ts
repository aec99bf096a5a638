import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrganization, openTestDatabase } from '../../../test/support/database';
import { type Database, type DatabaseHandle, rowsOf } from './client';
import { runAsTenant } from './tenant-context';
import { TENANT_ROLE } from './tenant-driver';

/**
 * What the tenant role may touch at all (migration 0012): the tables tenants own, each bound by
 * its policy. Accounts, tokens, the mail outbox and the provider's events are another matter:
 * a tenant statement, whatever it is tricked into, must not read them.
 */
let handle: DatabaseHandle;
let db: Database;
let a: string;
let b: string;
const alice = randomUUID();
const bob = randomUUID();
const loner = randomUUID();

/** The SQLSTATE a statement fails with, or undefined when it succeeds. */
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
  );

/** Drizzle sends a statement when it is awaited: inside the tenant, here. */
const asTenant = (organizationId: string, statement: ReturnType<typeof sql>) =>
  runAsTenant(organizationId, async () => await db.execute(statement));

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  a = await insertOrganization(db, 'Tenant A');
  b = await insertOrganization(db, 'Tenant B');
  for (const [id, email] of [
    [alice, 'alice@a.example'],
    [bob, 'bob@b.example'],
    [loner, 'loner@example.com'],
  ] as const) {
    await db.execute(sql`INSERT INTO users (id, email, name, password_hash)
      VALUES (${id}, ${email}, ${email}, 'hash')`);
    await db.execute(sql`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
      VALUES (${id}, ${`reset-${id}`}, now() + interval '1 hour')`);
  }
  await db.execute(sql`INSERT INTO memberships (organization_id, user_id, role)
    VALUES (${a}, ${alice}, 'owner'), (${b}, ${bob}, 'owner')`);
  await db.execute(sql`INSERT INTO mail_outbox ("to", subject, text)
    VALUES ('loner@example.com', 'Reset your password', 'sealed')`);
});

afterAll(async () => {
  await handle?.close();
});

describe('the tenant role', () => {
  it('cannot read reset tokens, activation codes, the mail outbox or billing events', async () => {
    for (const table of [
      'password_reset_tokens',
      'activation_codes',
      'mail_outbox',
      'billing_events',
      'contact_messages',
    ]) {
      // insufficient_privilege, before any row is looked at.
      expect(await failureOf(asTenant(a, sql.raw(`SELECT * FROM ${table}`))), table).toBe('42501');
    }
  });

  it("reads the accounts of its own organization's people only, and writes none", async () => {
    const seen = rowsOf(await asTenant(a, sql`SELECT id FROM users`)).map((row) => row.id);
    expect(seen).toEqual([alice]);
    const loners = await asTenant(a, sql`SELECT id FROM users WHERE email = 'loner@example.com'`);
    expect(rowsOf(loners)).toEqual([]);
    expect(
      await failureOf(asTenant(a, sql`UPDATE users SET name = 'taken' WHERE id = ${alice}`)),
    ).toBe('42501');
    expect(await failureOf(asTenant(b, sql`DELETE FROM users WHERE id = ${bob}`))).toBe('42501');
  });

  it('may queue a mail (an invitation) without reading any', async () => {
    await asTenant(
      a,
      sql`INSERT INTO mail_outbox ("to", subject, text) VALUES ('new@a.example', 'Join us', 'x')`,
    );
    const queued = rowsOf(await db.execute(sql`SELECT "to" FROM mail_outbox ORDER BY "to"`));
    expect(queued.map((row) => row.to)).toEqual(['loner@example.com', 'new@a.example']);
  });

  it('is granted every tenant table, and of the others only what the team needs', async () => {
    const rows = rowsOf(
      await db.execute(sql`
        SELECT c.relname AS name,
          EXISTS (SELECT 1 FROM pg_attribute t WHERE t.attrelid = c.oid
            AND t.attname = 'organization_id' AND NOT t.attisdropped) AS has_organization,
          array_remove(ARRAY[
            CASE WHEN has_table_privilege(${TENANT_ROLE}, c.oid, 'SELECT') THEN 'SELECT' END,
            CASE WHEN has_table_privilege(${TENANT_ROLE}, c.oid, 'INSERT') THEN 'INSERT' END,
            CASE WHEN has_table_privilege(${TENANT_ROLE}, c.oid, 'UPDATE') THEN 'UPDATE' END,
            CASE WHEN has_table_privilege(${TENANT_ROLE}, c.oid, 'DELETE') THEN 'DELETE' END
          ], NULL) AS granted
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r'`),
    ) as { name: string; has_organization: boolean; granted: string[] }[];
    const all = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];
    const tenantTables = rows.filter((row) => row.has_organization || row.name === 'organizations');
    expect(tenantTables.length).toBeGreaterThanOrEqual(19);
    expect(tenantTables.filter((row) => row.granted.join() !== all.join())).toEqual([]);
    const others = Object.fromEntries(
      rows
        .filter((row) => !tenantTables.includes(row) && row.granted.length > 0)
        .map((row) => [row.name, row.granted]),
    );
    expect(others).toEqual({ users: ['SELECT'], mail_outbox: ['INSERT'] });
  });

  it('is granted no table by its being made: a new table is granted in its migration', async () => {
    await db.execute(sql`CREATE TABLE grants_probe (id int)`);
    expect(await failureOf(asTenant(a, sql`SELECT * FROM grants_probe`))).toBe('42501');
    const defaults = rowsOf(
      await db.execute(sql`
        SELECT d.defaclobjtype AS kind FROM pg_default_acl d, aclexplode(d.defaclacl) acl
        WHERE acl.grantee = ${TENANT_ROLE}::regrole`),
    );
    expect(defaults).toEqual([]);
  });
});

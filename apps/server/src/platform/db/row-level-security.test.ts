import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/database';
import { createJobQueue } from '../jobs';
import { type Database, type DatabaseHandle, rowsOf } from './client';
import { organizations, tools } from './schema';
import { runAsTenant } from './tenant-context';
import { isTenantSwitch, TENANT_ROLE } from './tenant-driver';

/**
 * The database's own guard against a forgotten `organization_id` filter: inside a tenant, queries
 * written with no filter at all see and touch only that tenant's rows.
 */
let handle: DatabaseHandle;
let db: Database;
const switches: string[] = [];
const a = randomUUID();
const b = randomUUID();

const toolOf = (organizationId: string, name: string) => ({
  organizationId,
  name,
  description: 'Looks an order up by its number.',
  endpoint: 'https://shop.example.com/orders',
  method: 'GET',
});

const whoAmI = async () =>
  rowsOf(
    await db.execute(
      sql`SELECT current_user AS role, current_setting('app.organization_id', true) AS tenant`,
    ),
  )[0];

beforeAll(async () => {
  handle = await openTestDatabase({
    onQuery: (statement) => {
      if (isTenantSwitch(statement)) switches.push(statement);
    },
  });
  db = handle.db;
  await db.insert(organizations).values([
    { id: a, name: 'Tenant A', industry: 'Other' },
    { id: b, name: 'Tenant B', industry: 'Other' },
  ]);
  await db.insert(tools).values([toolOf(a, 'orders_a'), toolOf(b, 'orders_b')]);
});

afterAll(async () => {
  await handle?.close();
});

describe('row-level security', () => {
  it("shows a query without the organization filter only its tenant's rows", async () => {
    const seen = await runAsTenant(a, async () => ({
      tools: await db.select({ name: tools.name }).from(tools),
      organizations: await db.select({ id: organizations.id }).from(organizations),
      session: await whoAmI(),
    }));
    expect(seen.tools).toEqual([{ name: 'orders_a' }]);
    expect(seen.organizations).toEqual([{ id: a }]);
    expect(seen.session).toEqual({ role: TENANT_ROLE, tenant: a });
  });

  it("refuses to write into another tenant's rows", async () => {
    await runAsTenant(a, async () => {
      const planted = await db
        .insert(tools)
        .values(toolOf(b, 'planted'))
        .then(
          () => undefined,
          (error: { cause?: { code?: string } }) => error,
        );
      // insufficient_privilege: "new row violates row-level security policy for table tools"
      expect(planted?.cause?.code).toBe('42501');
      const renamed = await db
        .update(tools)
        .set({ name: 'taken' })
        .where(eq(tools.name, 'orders_b'))
        .returning();
      expect(renamed).toEqual([]);
      expect(await db.delete(tools).where(eq(tools.name, 'orders_b')).returning()).toEqual([]);
      // Its own rows it may change.
      await db.update(tools).set({ description: 'Finds an order by number.' });
    });
    const names = (await db.select({ name: tools.name }).from(tools)).map((row) => row.name);
    expect(names.sort()).toEqual(['orders_a', 'orders_b']);
  });

  it('lets work outside any tenant see every tenant, as the connected role', async () => {
    const all = await db.select({ organizationId: tools.organizationId }).from(tools);
    expect(all.map((row) => row.organizationId).sort()).toEqual([a, b].sort());
    expect((await whoAmI())?.role).not.toBe(TENANT_ROLE);
  });

  it('holds a transaction to the tenant it started in', async () => {
    const inside = await runAsTenant(b, () =>
      db.transaction(async (tx) => tx.select({ name: tools.name }).from(tools)),
    );
    expect(inside).toEqual([{ name: 'orders_b' }]);
    const outside = await db.transaction(async (tx) => tx.select({ name: tools.name }).from(tools));
    expect(outside).toHaveLength(2);
  });

  it('never lets tenants working at the same time see each other', async () => {
    const work = Array.from({ length: 40 }, (_, i) => (i % 3 === 2 ? undefined : i % 3 ? a : b));
    const seen = await Promise.all(
      work.map(async (tenant) => {
        const read = async () => {
          const first = await db.select({ organizationId: tools.organizationId }).from(tools);
          const second = await db.select({ id: organizations.id }).from(organizations);
          return [...first.map((row) => row.organizationId), ...second.map((row) => row.id)];
        };
        return { tenant, ids: tenant ? await runAsTenant(tenant, read) : await read() };
      }),
    );
    for (const { tenant, ids } of seen) {
      if (tenant) expect(new Set(ids)).toEqual(new Set([tenant]));
      else expect(new Set(ids)).toEqual(new Set([a, b]));
    }
  });

  it('switches a connection once for consecutive statements of one tenant', async () => {
    const tenant = randomUUID();
    switches.length = 0;
    await runAsTenant(tenant, async () => {
      for (let i = 0; i < 3; i++) await db.select().from(tools);
    });
    expect(switches.filter((statement) => statement.includes(tenant))).toHaveLength(1);
    expect(switches.length).toBeLessThanOrEqual(1);
  });

  it('runs a job added inside a tenant as the connected role', async () => {
    const jobs = createJobQueue(pino({ level: 'silent' }));
    let seen: { role: unknown; tools: number } | undefined;
    runAsTenant(a, () =>
      jobs.enqueue('count-tools', async () => {
        seen = { role: (await whoAmI())?.role, tools: (await db.select().from(tools)).length };
      }),
    );
    await jobs.drain();
    expect(seen?.role).not.toBe(TENANT_ROLE);
    expect(seen?.tools).toBe(2);
  });

  it('binds every table that has an organization_id, and the role is bound by them', async () => {
    const tables = rowsOf(
      await db.execute(sql`
        SELECT c.relname AS name, c.relrowsecurity AS secured,
          EXISTS (SELECT 1 FROM pg_policies p WHERE p.tablename = c.relname
            AND p.policyname = 'tenant_isolation' AND ${TENANT_ROLE} = ANY (p.roles)) AS has_policy
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND (c.relname = 'organizations'
          OR EXISTS (SELECT 1 FROM pg_attribute t WHERE t.attrelid = c.oid
            AND t.attname = 'organization_id' AND NOT t.attisdropped))`),
    );
    expect(tables.length).toBeGreaterThanOrEqual(16);
    expect(tables.filter((table) => !table.secured || !table.has_policy)).toEqual([]);

    const [role] = rowsOf(
      await db.execute(sql`
        SELECT r.rolsuper AS superuser, r.rolbypassrls AS bypasses,
          (SELECT count(*) FROM pg_class c WHERE c.relowner = r.oid)::int AS owns
        FROM pg_roles r WHERE r.rolname = ${TENANT_ROLE}`),
    );
    expect(role).toEqual({ superuser: false, bypasses: false, owns: 0 });
  });
});

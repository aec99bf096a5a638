import type { MemberRole, OrganizationSummary } from '@frontdesk/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { memberships, organizations } from '../../platform/db/schema';

export type OrganizationRow = typeof organizations.$inferSelect;
type OrganizationFields = Omit<OrganizationRow, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Creates the organization and makes the creator its owner, atomically, unless the creator owns
 * `maxOwned` already (then undefined). The count and the insert hold a lock on the creator's
 * creations, so parallel requests cannot all pass the count first.
 */
export async function insertOrganizationWithOwner(
  db: Database,
  ownerId: string,
  values: Pick<OrganizationFields, 'name' | 'description' | 'industry'>,
  maxOwned: number,
): Promise<OrganizationRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('organizations.owner'), hashtext(${ownerId}))`,
    );
    const [owned] = await tx
      .select({ count: count() })
      .from(memberships)
      .where(and(eq(memberships.userId, ownerId), eq(memberships.role, 'owner')));
    if ((owned?.count ?? 0) >= maxOwned) return undefined;
    const [organization] = await tx.insert(organizations).values(values).returning();
    await tx
      .insert(memberships)
      .values({ organizationId: organization!.id, userId: ownerId, role: 'owner' });
    return organization!;
  });
}

export async function listOrganizationsOfUser(
  db: Database,
  userId: string,
): Promise<OrganizationSummary[]> {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      description: organizations.description,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organizations.createdAt), asc(organizations.name));
}

export async function findMemberRole(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<MemberRole | undefined> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
  return row?.role as MemberRole | undefined;
}

export async function findOrganization(
  db: Database,
  organizationId: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

export async function updateOrganization(
  db: Database,
  organizationId: string,
  values: Partial<OrganizationFields>,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId))
    .returning();
  return row;
}

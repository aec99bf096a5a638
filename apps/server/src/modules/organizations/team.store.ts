import type { MemberRole } from '@frontdesk/contracts';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client';
import {
  activityLog,
  invitations,
  memberships,
  organizations,
  users,
} from '../../platform/db/schema';

export type InvitationRow = typeof invitations.$inferSelect;

export async function listMembers(db: Database, organizationId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.createdAt), asc(users.email));
}

const inviter = alias(users, 'inviter');

export async function listInvitations(db: Database, organizationId: string) {
  return db
    .select({
      id: invitations.id,
      name: invitations.name,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      invitedBy: sql<string>`coalesce(${inviter.name}, '')`,
    })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(eq(invitations.organizationId, organizationId))
    .orderBy(desc(invitations.createdAt));
}

export async function isMemberByEmail(db: Database, organizationId: string, email: string) {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

export async function insertInvitation(
  db: Database,
  values: Omit<InvitationRow, 'id' | 'createdAt'>,
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

/** A resend: a new token and a new expiry; the old link stops working. */
export async function renewInvitation(
  db: Database,
  organizationId: string,
  id: string,
  values: Pick<InvitationRow, 'tokenHash' | 'expiresAt'>,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set(values)
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id)))
    .returning();
  return row;
}

export async function deleteInvitation(db: Database, organizationId: string, id: string) {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id)))
    .returning({ email: invitations.email });
  return rows[0];
}

/** The mailed link's invitation, while it still works. */
export async function findLiveInvitation(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      invitation: invitations,
      organizationName: organizations.name,
      invitedBy: sql<string>`coalesce(${inviter.name}, '')`,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(eq(invitations.tokenHash, tokenHash), gt(invitations.expiresAt, new Date())))
    .limit(1);
  return row;
}

/**
 * Accepting: the invitation is deleted and the membership added in one transaction, so a link
 * works once even when clicked twice at the same moment. A person already in the organization
 * keeps the role they have.
 */
export async function consumeInvitation(db: Database, tokenHash: string, userId: string) {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .delete(invitations)
      .where(and(eq(invitations.tokenHash, tokenHash), gt(invitations.expiresAt, new Date())))
      .returning();
    if (!invitation) return undefined;
    await tx
      .insert(memberships)
      .values({ organizationId: invitation.organizationId, userId, role: invitation.role })
      .onConflictDoNothing();
    return invitation;
  });
}

export type MembershipChange =
  | { outcome: 'done'; previousRole: MemberRole; email: string }
  | { outcome: 'not_found' }
  | { outcome: 'last_owner' }
  | { outcome: 'owner_protected' };

/**
 * Changes (role) or removes (role undefined) a membership under the owner rules: nobody removes
 * or demotes the last owner, and only owners touch owners. The owners' rows are locked first so
 * two owners demoting each other at once cannot leave none.
 */
export async function changeMembership(
  db: Database,
  change: { organizationId: string; userId: string; actorRole: MemberRole; role?: MemberRole },
): Promise<MembershipChange> {
  const { organizationId, userId, actorRole, role } = change;
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'owner')))
      .for('update');
    const [target] = await tx
      .select({ role: memberships.role, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
      .limit(1);
    if (!target) return { outcome: 'not_found' as const };
    const previousRole = target.role as MemberRole;
    if (previousRole === 'owner' && role !== 'owner') {
      if (actorRole !== 'owner') return { outcome: 'owner_protected' as const };
      if (owners.length <= 1) return { outcome: 'last_owner' as const };
    }
    const where = and(
      eq(memberships.organizationId, organizationId),
      eq(memberships.userId, userId),
    );
    if (role) await tx.update(memberships).set({ role }).where(where);
    else await tx.delete(memberships).where(where);
    return { outcome: 'done' as const, previousRole, email: target.email };
  });
}

export async function insertActivity(
  db: Database,
  entry: { organizationId: string; actorId: string; action: string; summary: string },
) {
  await db.insert(activityLog).values(entry);
}

/** How many entries the log shows; older ones stay stored. */
const ACTIVITY_PAGE = 200;

export async function listActivity(db: Database, organizationId: string) {
  return db
    .select({
      id: activityLog.id,
      actor: sql<string>`coalesce(${users.name}, '')`,
      action: activityLog.action,
      summary: activityLog.summary,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorId))
    .where(eq(activityLog.organizationId, organizationId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(ACTIVITY_PAGE);
}

/** Transfer: the admin becomes an owner too (the only way a second owner appears). */
export async function promoteAdminToOwner(db: Database, organizationId: string, userId: string) {
  const rows = await db
    .update(memberships)
    .set({ role: 'owner' })
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(memberships.userId, userId),
        eq(memberships.role, 'admin'),
      ),
    )
    .returning({ userId: memberships.userId });
  return rows.length > 0;
}

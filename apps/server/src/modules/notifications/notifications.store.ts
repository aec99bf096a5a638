import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { inboxSubscriptions } from '../../platform/db/schema';

/** The only code that reads or writes `inbox_subscriptions` (one owner per table). */

export async function isSubscribed(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ userId: inboxSubscriptions.userId })
    .from(inboxSubscriptions)
    .where(
      and(
        eq(inboxSubscriptions.organizationId, organizationId),
        eq(inboxSubscriptions.userId, userId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function subscribe(db: Database, organizationId: string, userId: string) {
  await db.insert(inboxSubscriptions).values({ organizationId, userId }).onConflictDoNothing();
}

export async function unsubscribe(db: Database, organizationId: string, userId: string) {
  await db
    .delete(inboxSubscriptions)
    .where(
      and(
        eq(inboxSubscriptions.organizationId, organizationId),
        eq(inboxSubscriptions.userId, userId),
      ),
    );
}

/** The user ids of the organization's members who asked to be mailed. */
export async function listSubscribers(db: Database, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: inboxSubscriptions.userId })
    .from(inboxSubscriptions)
    .where(eq(inboxSubscriptions.organizationId, organizationId));
  return rows.map((row) => row.userId);
}

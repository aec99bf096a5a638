import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Either the database or a transaction of it: what sends the lock's statement. */
type Executor = Pick<Database, 'execute'>;

/**
 * Holds, until the caller's transaction ends, the lock named by an organization and a purpose:
 * another transaction asking for the same lock waits until this one commits or rolls back, and
 * then reads what it wrote. PostgreSQL's advisory locks name nothing in any table, so the owner
 * of a table and the module that sets its limits can share one without sharing the table. Two
 * names hashing alike only wait for each other, which is harmless.
 */
export async function lockForTransaction(
  tx: Executor,
  organizationId: string,
  purpose: string,
): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${organizationId}:${purpose}`}, 0))`,
  );
}

/** Throws when an organization that has `count` of a resource may not add one more. */
export type QuotaCheck = (count: number) => void;

/**
 * A quota checked where it can hold: in the transaction that adds, under a lock per organization
 * and resource, with the count read in that transaction. A count read first and an insert sent
 * after it let parallel requests all see room for one more, and all add it.
 */
export async function checkQuotaInTransaction(
  tx: Executor,
  quota: {
    organizationId: string;
    resource: string;
    check: QuotaCheck;
    /** How many the organization has, read through `tx`. */
    count: () => Promise<number>;
  },
): Promise<void> {
  await lockForTransaction(tx, quota.organizationId, `quota:${quota.resource}`);
  quota.check(await quota.count());
}

import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { knowledgeGapDismissals } from '../../platform/db/schema';

/** The groups of unanswered questions an organization dismissed, and when (its own table). */
export function createKnowledgeGapsStore(db: Database) {
  return {
    async dismissals(organizationId: string): Promise<Map<string, Date>> {
      const rows = await db
        .select({ key: knowledgeGapDismissals.groupKey, at: knowledgeGapDismissals.dismissedAt })
        .from(knowledgeGapDismissals)
        .where(eq(knowledgeGapDismissals.organizationId, organizationId));
      return new Map(rows.map((row) => [row.key, row.at]));
    },

    /** Dismissed now: dismissing again moves the time on (the group was seen again). */
    async dismiss(organizationId: string, groupKey: string): Promise<void> {
      await db
        .insert(knowledgeGapDismissals)
        .values({ organizationId, groupKey })
        .onConflictDoUpdate({
          target: [knowledgeGapDismissals.organizationId, knowledgeGapDismissals.groupKey],
          set: { dismissedAt: sql`now()` },
        });
    },
  };
}

export type KnowledgeGapsStore = ReturnType<typeof createKnowledgeGapsStore>;

import { and, count, eq, gte, sum } from 'drizzle-orm';
import type { Database } from './db/client';
import { usageEvents } from './db/schema';

export type MeteredFeature = 'conversation.prompt' | 'tools.invocation';

/** Records metered use (for analytics now, and for plan quotas once billing lands). */
export async function recordUsage(
  db: Database,
  organizationId: string,
  feature: MeteredFeature,
  quantity = 1,
): Promise<void> {
  await db.insert(usageEvents).values({ organizationId, feature, quantity });
}

export async function usageSince(
  db: Database,
  organizationId: string,
  feature: MeteredFeature,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sum(usageEvents.quantity), rows: count() })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.organizationId, organizationId),
        eq(usageEvents.feature, feature),
        gte(usageEvents.createdAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}

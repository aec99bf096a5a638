import { and, count, eq, gte, sum } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { usageEvents } from '../../platform/db/schema';

/** Metered features: recorded with each turn (see turn-record), read for analytics and quotas. */
export type MeteredFeature = 'conversation.prompt' | 'tools.invocation';

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

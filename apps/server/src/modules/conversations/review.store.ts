import type { ConversationSummary } from '@frontdesk/contracts';
import { and, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { conversations } from '../../platform/db/schema';

export interface ReviewFilters {
  startDate?: number;
  endDate?: number;
  search?: string;
  archived?: boolean;
  timeZone: string;
}

const LIST_LIMIT = 500;

/**
 * Dates filter by whole days in the caller's time zone: the start day from 00:00, the end day
 * through 23:59:59.999 (a single date means that one day).
 */
function dayRange(filters: ReviewFilters): SQL[] {
  const start = filters.startDate ?? filters.endDate;
  const end = filters.endDate ?? filters.startDate;
  if (start === undefined || end === undefined) return [];
  const tz = filters.timeZone;
  const dayStart = (ms: number) =>
    sql`(date_trunc('day', to_timestamp(${ms / 1000}) AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;
  return [
    gte(conversations.updatedAt, dayStart(start)),
    lt(conversations.updatedAt, sql`${dayStart(end)} + interval '1 day'`),
  ];
}

export async function listConversations(
  db: Database,
  organizationId: string,
  filters: ReviewFilters,
): Promise<ConversationSummary[]> {
  const conditions: SQL[] = [
    eq(conversations.organizationId, organizationId),
    ...dayRange(filters),
  ];
  if (filters.archived !== undefined) conditions.push(eq(conversations.archived, filters.archived));
  if (filters.search) {
    const escaped = filters.search.replace(/[\\%_]/g, (char) => `\\${char}`);
    conditions.push(ilike(sql`${conversations.id}::text`, `%${escaped}%`));
  }
  const rows = await db
    .select({
      id: conversations.id,
      messagesLength: conversations.messagesCount,
      updatedAt: conversations.updatedAt,
    })
    .from(conversations)
    .where(and(...conditions))
    .orderBy(desc(conversations.updatedAt))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    messagesLength: row.messagesLength,
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function archiveConversation(db: Database, organizationId: string, id: string) {
  const rows = await db
    .update(conversations)
    .set({ archived: true })
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, id)))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

export async function deleteConversation(db: Database, organizationId: string, id: string) {
  const rows = await db
    .delete(conversations)
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, id)))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

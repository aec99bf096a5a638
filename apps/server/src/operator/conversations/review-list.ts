import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { conversations } from '../../platform/db/schema';
import type { ReviewFilters } from './conversation-store';
import { withAnswerFeedback } from './feedback-store';
import { figureConditions, isFigureFilter, localDayRange, resolutionOf } from './resolution';

/**
 * Dates filter by whole days in the caller's time zone: the start day from 00:00, the end day
 * through 23:59:59.999 (a single date means that one day). The review's dates are those of the
 * latest activity; a figure's (resolution or rated given) are those of the conversation's start,
 * as the dashboard counts it, so that a figure's link lists exactly what it counted.
 */
function dayRange(filters: ReviewFilters): SQL[] {
  const start = filters.startDate ?? filters.endDate;
  const end = filters.endDate ?? filters.startDate;
  if (start === undefined || end === undefined) return [];
  const tz = filters.timeZone;
  const localDay = (ms: number) => sql`(to_timestamp(${ms / 1000}) AT TIME ZONE ${tz})`;
  const column = isFigureFilter(filters) ? conversations.createdAt : conversations.updatedAt;
  return localDayRange(column, localDay(start), localDay(end), tz);
}

/**
 * What the review's filters select: the list, its count and its CSV export all read through this,
 * so they always hold the same conversations.
 */
export function reviewConditions(
  organizationId: string,
  filters: ReviewFilters,
  now = new Date(),
): SQL[] {
  const conditions: SQL[] = [
    eq(conversations.organizationId, organizationId),
    ...dayRange(filters),
    ...figureConditions(filters, now),
  ];
  if (filters.archived !== undefined) {
    conditions.push(eq(conversations.archived, filters.archived));
  }
  if (filters.feedback) conditions.push(withAnswerFeedback(filters.feedback));
  if (filters.language) conditions.push(eq(conversations.language, filters.language));
  if (filters.search) {
    const escaped = filters.search.replace(/[\\%_]/g, (char) => `\\${char}`);
    conditions.push(ilike(sql`${conversations.id}::text`, `%${escaped}%`));
  }
  return conditions;
}

/** How many conversations match, past the list's bound (the figure a list link must show). */
export async function countReview(
  db: Database,
  organizationId: string,
  filters: ReviewFilters,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(conversations)
    .where(and(...reviewConditions(organizationId, filters)));
  return row?.value ?? 0;
}

export interface ExportRow {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  messagesCount: number;
  status: string;
  /** How the dashboard counts it; null for the playground's, which it does not count. */
  resolution: string | null;
  rating: number | null;
  handedOffAt: Date | null;
}

/** The filtered list for the CSV export, newest activity first, at most `limit` rows. */
export function exportReview(
  db: Database,
  organizationId: string,
  filters: ReviewFilters,
  limit: number,
): Promise<ExportRow[]> {
  const now = new Date();
  return db
    .select({
      id: conversations.id,
      createdAt: conversations.createdAt,
      updatedAt: conversations.updatedAt,
      messagesCount: conversations.messagesCount,
      status: conversations.status,
      resolution: sql<
        string | null
      >`CASE WHEN ${conversations.channel} = 'api' THEN ${resolutionOf(now)} END`,
      rating: conversations.rating,
      handedOffAt: conversations.handedOffAt,
    })
    .from(conversations)
    .where(and(...reviewConditions(organizationId, filters, now)))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(limit);
}

import { ASSUMED_RESOLVED_AFTER_HOURS, type ResolutionKind } from '@frontdesk/contracts';
import { and, count, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client';
import { conversations } from '../../platform/db/schema';

/** What a figure counts: one kind, or 'resolved' (confirmed + assumed). */
export type ResolutionFilter = ResolutionKind | 'resolved';

/** The filters that select what a dashboard figure counts (docs/resolutions.md). */
export interface FigureFilters {
  resolution?: ResolutionFilter;
  /** Only conversations the customer rated (CSAT). */
  rated?: boolean;
}

const HOUR_MS = 3_600_000;

/**
 * How a conversation ended, as one SQL CASE over the `conversations` row (docs/resolutions.md),
 * first match wins:
 * - confirmed: an answer is marked 'Helpful' now, or the customer said it solved it;
 * - handed_off: a person was asked for;
 * - assumed: the last message between customer and operator is the operator's answer, at least
 *   ASSUMED_RESOLVED_AFTER_HOURS before `now`, and no answer is marked 'Not helpful';
 * - unresolved: the rest (an answer younger than that is unresolved until it is old enough).
 * The figures and the conversation list's filter both use this expression, so a figure and the
 * list behind it cannot disagree. `now` is a parameter rather than SQL's now() so that a figure
 * and its list computed in one request use the same instant.
 */
export function resolutionOf(now: Date): SQL<ResolutionKind> {
  const answeredBefore = new Date(now.getTime() - ASSUMED_RESOLVED_AFTER_HOURS * HOUR_MS);
  // Written qualified: in a select list Drizzle names columns bare, and a bare "id" inside the
  // subqueries would be the message's.
  const c = sql.raw('"conversations"');
  const id = sql`${c}.id`;
  return sql<ResolutionKind>`(CASE
    WHEN ${c}.confirmed_at IS NOT NULL
      OR EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = ${id} AND m.feedback = 'up')
      THEN 'confirmed'
    WHEN ${c}.handed_off_at IS NOT NULL THEN 'handed_off'
    WHEN NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = ${id} AND m.feedback = 'down')
      AND coalesce((
        SELECT m.sender = 'ai' AND m.outcome IN ('answered', 'tool')
          AND m.created_at <= ${answeredBefore.toISOString()}::timestamptz
        FROM messages m
        WHERE m.conversation_id = ${id} AND m.sender IN ('customer', 'ai')
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT 1
      ), false)
      THEN 'assumed'
    ELSE 'unresolved'
  END)`;
}

/**
 * Whole days in a time zone: from the start of `firstDay` through the end of `lastDay`, both
 * local timestamps (without zone) naming an instant of that day.
 */
export function localDayRange(column: PgColumn, firstDay: SQL, lastDay: SQL, timeZone: string) {
  const dayStart = (day: SQL) => sql`(date_trunc('day', ${day}) AT TIME ZONE ${timeZone})`;
  return [
    gte(column, dayStart(firstDay)),
    lt(column, sql`${dayStart(lastDay)} + interval '1 day'`),
  ];
}

/** A calendar day written YYYY-MM-DD, as a local timestamp for localDayRange. */
export const calendarDay = (day: string) => sql`${day}::date::timestamp`;

/** Whether the filters are a figure's: its dates then mean when the conversation started. */
export const isFigureFilter = (filters: FigureFilters) =>
  filters.resolution !== undefined || filters.rated === true;

/**
 * The figures count the customers' conversations only (channel 'api'): the playground is the
 * business testing its operator. Empty when no figure filter is given.
 */
export function figureConditions(filters: FigureFilters, now: Date): SQL[] {
  if (!isFigureFilter(filters)) return [];
  const conditions: SQL[] = [eq(conversations.channel, 'api')];
  if (filters.rated) conditions.push(isNotNull(conversations.rating));
  if (filters.resolution === 'resolved') {
    conditions.push(sql`${resolutionOf(now)} IN ('confirmed', 'assumed')`);
  } else if (filters.resolution) {
    conditions.push(sql`${resolutionOf(now)} = ${filters.resolution}`);
  }
  return conditions;
}

export interface ResolutionDay {
  /** YYYY-MM-DD in the range's time zone: the day the conversation started. */
  day: string;
  kind: ResolutionKind;
  conversations: number;
  /** How many of them the customer rated, and the sum of those ratings (CSAT). */
  ratings: number;
  ratingSum: number;
}

export interface ResolutionRange {
  /** First and last day, YYYY-MM-DD, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  now: Date;
}

/** The customers' conversations started in the range, counted per day and resolution kind. */
export async function countResolutionsByDay(
  db: Database,
  organizationId: string,
  range: ResolutionRange,
): Promise<ResolutionDay[]> {
  const rows = await db
    .select({
      day: sql<string>`to_char(${conversations.createdAt} AT TIME ZONE ${range.timeZone}, 'YYYY-MM-DD')`,
      kind: resolutionOf(range.now),
      conversations: count(),
      ratings: count(conversations.rating),
      ratingSum: sql<number>`coalesce(sum(${conversations.rating}), 0)::integer`,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.organizationId, organizationId),
        eq(conversations.channel, 'api'),
        ...localDayRange(
          conversations.createdAt,
          calendarDay(range.from),
          calendarDay(range.to),
          range.timeZone,
        ),
      ),
    )
    .groupBy(sql`1`, sql`2`);
  return rows.map((row) => ({ ...row, ratingSum: Number(row.ratingSum) }));
}

import type { ResolutionFigures } from '@frontdesk/contracts';
import type { ResolutionDay, ResolutionRange } from '../../operator/conversations/resolution';

/** The figures compare the last 30 days (today included) with the 30 before. */
const PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

export type CountResolutionsByDay = (
  organizationId: string,
  range: ResolutionRange,
) => Promise<ResolutionDay[]>;

/** Today's date (YYYY-MM-DD) where the reader is. */
function localDate(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Calendar arithmetic on plain dates (no time zone, so no daylight-saving surprises). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** A period's figures from its counts: rates over all its conversations, CSAT over the rated. */
function summarize(rows: ResolutionDay[]) {
  const counts = { confirmed: 0, assumed: 0, handed_off: 0, unresolved: 0 };
  let ratings = 0;
  let ratingSum = 0;
  for (const row of rows) {
    counts[row.kind] += row.conversations;
    ratings += row.ratings;
    ratingSum += row.ratingSum;
  }
  const conversations = counts.confirmed + counts.assumed + counts.handed_off + counts.unresolved;
  return {
    conversations,
    resolutionRate: ratio(counts.confirmed + counts.assumed, conversations),
    handoffRate: ratio(counts.handed_off, conversations),
    csat: ratio(ratingSum, ratings),
    ratings,
    counts,
  };
}

/**
 * The dashboard's resolution figures (docs/resolutions.md): the last 30 days in the reader's time
 * zone against the 30 before, and the last 30 day by day. A conversation belongs to the day it
 * started, as the conversation list's figure filters count it.
 */
export async function resolutionFigures(
  countByDay: CountResolutionsByDay,
  organizationId: string,
  timeZone: string,
  now = new Date(),
): Promise<ResolutionFigures> {
  const to = localDate(now, timeZone);
  const from = addDays(to, 1 - PERIOD_DAYS);
  const rows = await countByDay(organizationId, {
    from: addDays(from, -PERIOD_DAYS),
    to,
    timeZone,
    now,
  });
  const current = rows.filter((row) => row.day >= from);
  const { counts, ratings, ...figures } = summarize(current);
  const previous = summarize(rows.filter((row) => row.day < from));
  const daily = Array.from({ length: PERIOD_DAYS }, (_, i) => {
    const date = addDays(from, i);
    const day = summarize(current.filter((row) => row.day === date));
    return {
      date,
      conversations: day.conversations,
      resolved: day.counts.confirmed + day.counts.assumed,
      handedOff: day.counts.handed_off,
    };
  });
  return {
    period: { from, to },
    ...figures,
    ratings,
    counts,
    previous: {
      conversations: previous.conversations,
      resolutionRate: previous.resolutionRate,
      handoffRate: previous.handoffRate,
      csat: previous.csat,
    },
    daily,
  };
}

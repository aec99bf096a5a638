import { type HandoffSettings, type Weekday, weekdays } from '@frontdesk/contracts';

type Hours = Pick<HandoffSettings, 'timezone' | 'hours' | 'holidays'>;

/** The wall clock in a time zone: its date, weekday and "HH:MM". */
interface WallClock {
  date: string;
  weekday: number;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(at: Date, timeZone: string): WallClock {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // Settings name a handful of zones; the map stays small, and bounded by the zones that exist.
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdays.indexOf(String(parts.weekday).toLowerCase() as Weekday),
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The calendar date `days` after `date` (YYYY-MM-DD), by the calendar alone. */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const periodsOf = (hours: Hours, weekday: number) =>
  hours.hours
    .filter((period) => period.day === weekdays[weekday])
    .sort((a, b) => a.start.localeCompare(b.start));

/** Whether the team is there at `at`: no hours set means always. */
export function isOpen(hours: Hours, at: Date): boolean {
  if (hours.hours.length === 0 && hours.holidays.length === 0) return true;
  const now = wallClock(at, hours.timezone);
  if (hours.holidays.includes(now.date)) return false;
  if (hours.hours.length === 0) return true;
  return periodsOf(hours, now.weekday).some((p) => p.start <= now.time && now.time < p.end);
}

/**
 * When the team is next there in the business's time zone: today or a day of the week, and the
 * time ("9:00"), for the customer's language to say. Undefined when no opening comes in the next
 * two weeks.
 */
export function nextOpening(
  hours: Hours,
  at: Date,
): { day: 'today' | Weekday; time: string } | undefined {
  const now = wallClock(at, hours.timezone);
  for (let day = 0; day < 15; day++) {
    const date = addDays(now.date, day);
    if (hours.holidays.includes(date)) continue;
    const weekday = (now.weekday + day) % 7;
    const opening = periodsOf(hours, weekday).find((p) => day > 0 || p.start > now.time);
    if (!opening) continue;
    const time = opening.start.replace(/^0/, '');
    return { day: day === 0 ? 'today' : weekdays[weekday]!, time };
  }
  return undefined;
}

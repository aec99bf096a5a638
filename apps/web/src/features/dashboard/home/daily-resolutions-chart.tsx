import type { ResolutionFigures } from '@frontdesk/contracts';
import { CircleCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

type Day = ResolutionFigures['daily'][number];

// Plain calendar days from the server, read as UTC so that "2025-03-03" stays on the 3rd.
const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** The three parts of a day's bar, bottom up, with their colours and legend names. */
const parts = [
  { key: 'resolved', label: 'Resolved', className: 'bg-primary/80' },
  { key: 'handedOff', label: 'Handed off', className: 'bg-amber-500/80' },
  { key: 'other', label: 'Unresolved', className: 'bg-muted-foreground/25' },
] as const;

const partsOf = (day: Day) => ({
  resolved: day.resolved,
  handedOff: day.handedOff,
  other: Math.max(0, day.conversations - day.resolved - day.handedOff),
});

function describeDay(day: Day): string {
  const { resolved, handedOff, other } = partsOf(day);
  return `${formatDay(day.date)}: ${resolved} resolved, ${handedOff} handed off, ${other} unresolved`;
}

/** What the bars show, in a sentence, for those who cannot see them. */
function summarize(days: Day[]): string {
  const sum = (pick: (day: Day) => number) => days.reduce((total, day) => total + pick(day), 0);
  const conversations = sum((day) => day.conversations);
  if (conversations === 0) return 'No customer conversations to resolve yet.';
  return `Of ${conversations} customer conversations, ${sum((d) => d.resolved)} resolved and ${sum((d) => d.handedOff)} handed off, by the day they started.`;
}

/**
 * The customers' conversations of each of the last 30 days, split into resolved, handed off and
 * the rest: plain stacked bars, like the conversations chart (no chart library for two charts).
 */
export function DailyResolutionsChart({
  days,
  isLoading,
}: {
  days: Day[] | undefined;
  isLoading: boolean;
}) {
  const max = Math.max(1, ...(days ?? []).map((day) => day.conversations));
  const first = days?.[0];
  const last = days?.at(-1);

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <CircleCheck className="size-4 text-primary" aria-hidden />
            Resolutions per day
          </h2>
        </CardTitle>
        <CardDescription>Customer conversations by the day they started</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-32 w-full" role="status" aria-label="Loading resolutions" />
        ) : !days || !first || !last ? (
          <p className="py-10 text-center text-muted-foreground text-sm">
            The resolution figures are not available right now.
          </p>
        ) : (
          <figure className="grid gap-2">
            <div
              role="img"
              aria-label={summarize(days)}
              className="flex h-32 items-end gap-[2px] border-b sm:gap-1"
            >
              {days.map((day) => {
                const counts = partsOf(day);
                return (
                  <div
                    key={day.date}
                    data-day={day.date}
                    title={describeDay(day)}
                    className="flex h-full min-w-0 flex-1 flex-col-reverse"
                  >
                    {day.conversations === 0 ? (
                      <div className="h-[2px] w-full bg-muted" />
                    ) : (
                      parts.map((part) => (
                        <div
                          key={part.key}
                          className={`w-full first:rounded-b-none last:rounded-t-sm ${part.className}`}
                          style={{ height: `${(counts[part.key] / max) * 100}%` }}
                        />
                      ))
                    )}
                  </div>
                );
              })}
            </div>
            <div className="flex justify-between text-muted-foreground text-xs" aria-hidden>
              <span>{formatDay(first.date)}</span>
              <span>{formatDay(last.date)}</span>
            </div>
            <figcaption className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-muted-foreground text-xs">
              {parts.map((part) => (
                <span key={part.key} className="flex items-center gap-1.5">
                  <span className={`size-2.5 rounded-sm ${part.className}`} aria-hidden />
                  {part.label}
                </span>
              ))}
            </figcaption>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}

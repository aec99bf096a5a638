import type { DashboardAnalytics } from '@frontdesk/contracts';
import { BarChart3 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type Day = DashboardAnalytics['daily'][number];

// The server sends plain calendar days; reading them as UTC keeps "2025-03-03" on the 3rd
// whatever the browser's time zone.
const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

function plural(count: number): string {
  return count === 1 ? '1 conversation' : `${count} conversations`;
}

/** A sentence that says what the bars show, for those who cannot see them. */
function summarize(days: Day[]): string {
  const total = days.reduce((sum, day) => sum + day.conversations, 0);
  if (total === 0) return 'No conversations in the last 30 days.';
  const busiest = days.reduce((best, day) => (day.conversations > best.conversations ? day : best));
  return `${plural(total)} in the last 30 days; the busiest day was ${formatDay(busiest.date)} with ${plural(busiest.conversations)}.`;
}

/**
 * Conversations started per day over the last 30 days, as plain bars: one small chart does not
 * justify a chart library in the bundle.
 */
export function DailyConversationsChart({
  days,
  isLoading,
}: {
  days: Day[] | undefined;
  isLoading: boolean;
}) {
  const max = Math.max(1, ...(days ?? []).map((day) => day.conversations));
  const isEmpty = !days || days.every((day) => day.conversations === 0);
  const firstDay = days?.[0];
  const lastDay = days?.at(-1);

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <BarChart3 className="size-4 text-primary" aria-hidden />
            Conversations per day
          </h2>
        </CardTitle>
        <CardDescription>Last 30 days</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-32 w-full" role="status" aria-label="Loading chart" />
        ) : !days || !firstDay || !lastDay ? (
          <p className="py-10 text-center text-muted-foreground text-sm">
            The daily numbers are not available right now.
          </p>
        ) : (
          <figure className="grid gap-2">
            <div
              role="img"
              aria-label={summarize(days)}
              className="relative flex h-32 items-end gap-[2px] border-b sm:gap-1"
            >
              {isEmpty && (
                <p className="absolute inset-0 flex items-center justify-center text-muted-foreground text-sm">
                  No conversations in the last 30 days.
                </p>
              )}
              {days.map((day) => (
                <div
                  key={day.date}
                  title={`${formatDay(day.date)}: ${plural(day.conversations)}`}
                  className="group flex h-full min-w-0 flex-1 items-end"
                >
                  <div
                    className={cn(
                      'w-full rounded-t-sm transition-colors',
                      day.conversations > 0 ? 'bg-primary/70 group-hover:bg-primary' : 'bg-muted',
                    )}
                    style={{
                      height: day.conversations > 0 ? `${(day.conversations / max) * 100}%` : '2px',
                    }}
                  />
                </div>
              ))}
            </div>
            <figcaption className="flex justify-between text-muted-foreground text-xs" aria-hidden>
              <span>{formatDay(firstDay.date)}</span>
              {!isEmpty && <span>Busiest day: {plural(max)}</span>}
              <span>{formatDay(lastDay.date)}</span>
            </figcaption>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}

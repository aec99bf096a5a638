import type { ResolutionFigures } from '@frontdesk/contracts';
import { ArrowUpRight, CircleCheck, type LucideIcon, Star, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { localDayStart } from '@/lib/local-day';

type Period = ResolutionFigures['period'];
type Compared = Pick<ResolutionFigures, 'resolutionRate' | 'handoffRate' | 'csat'>;

const MINUS = '\u2212';

/** A rate as the card shows it, in whole percents: the change is computed from what is shown. */
const percent = (rate: number) => Math.round(rate * 100);
/** CSAT with one decimal, likewise. */
const tenths = (score: number) => Math.round(score * 10) / 10;

const signed = (value: number, text: string) =>
  value > 0 ? `+${text}` : value < 0 ? `${MINUS}${text}` : text;

/** "+4 pts" / "−0.3" against the 30 days before, or why there is no change to show. */
export function formatChange(
  current: number | null,
  previous: number | null,
  kind: 'rate' | 'score',
): string {
  if (current === null || previous === null) return 'Nothing to compare with the 30 days before';
  if (kind === 'rate') {
    const points = percent(current) - percent(previous);
    if (points === 0) return 'No change from the 30 days before';
    return `${signed(points, `${Math.abs(points)} pts`)} from the 30 days before`;
  }
  const change = Math.round((tenths(current) - tenths(previous)) * 10) / 10;
  if (change === 0) return 'No change from the 30 days before';
  return `${signed(change, Math.abs(change).toFixed(1))} from the 30 days before`;
}

/**
 * The conversation list filtered to exactly what a figure counts: its filter, and the figure's
 * days (the server reads them in the browser's time zone, as it counted them).
 */
export function figureLink(filter: string, period: Period): string {
  const params = new URLSearchParams(filter);
  params.set('startDate', String(localDayStart(period.from)));
  params.set('endDate', String(localDayStart(period.to)));
  return `/dashboard/conversations?${params}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface FigureCard {
  key: string;
  title: string;
  icon: LucideIcon;
  filter: string;
  value(figures: ResolutionFigures): string;
  note(figures: ResolutionFigures): string;
  change(figures: ResolutionFigures): string;
}

const ofConversations = (part: number, figures: ResolutionFigures) =>
  `${part} of ${count(figures.conversations, 'conversation', 'conversations')}`;

const rateText = (rate: number | null) => (rate === null ? '—' : `${percent(rate)}%`);

const changeOf = (key: keyof Compared, kind: 'rate' | 'score') => (figures: ResolutionFigures) =>
  formatChange(figures[key], figures.previous[key], kind);

const cards: FigureCard[] = [
  {
    key: 'resolution',
    title: 'Resolution rate',
    icon: CircleCheck,
    filter: 'resolution=resolved',
    value: (f) => rateText(f.resolutionRate),
    note: (f) => `${ofConversations(f.counts.confirmed + f.counts.assumed, f)} resolved`,
    change: changeOf('resolutionRate', 'rate'),
  },
  {
    key: 'handoff',
    title: 'Handoff rate',
    icon: UserRound,
    filter: 'resolution=handed_off',
    value: (f) => rateText(f.handoffRate),
    note: (f) => `${ofConversations(f.counts.handed_off, f)} handed to a person`,
    change: changeOf('handoffRate', 'rate'),
  },
  {
    key: 'csat',
    title: 'CSAT',
    icon: Star,
    filter: 'rated=true',
    value: (f) => (f.csat === null ? '—' : tenths(f.csat).toFixed(1)),
    note: (f) => `Average of ${count(f.ratings, 'rating', 'ratings')}, 1 to 5`,
    change: changeOf('csat', 'score'),
  },
];

/**
 * Resolution rate, handoff rate and CSAT over the last 30 days with the change from the 30
 * before; each card opens the conversations it counts (docs/resolutions.md).
 */
export function ResolutionCards({
  figures,
  isLoading,
}: {
  figures: ResolutionFigures | undefined;
  isLoading: boolean;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4" aria-busy={isLoading}>
      {cards.map(({ key, title, icon: Icon, filter, value, note, change }) => (
        <li key={key} className="min-w-0" aria-labelledby={`figure-${key}`}>
          <Card className="relative h-full gap-2 py-5 transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:border-primary/40">
            <CardHeader className="px-5">
              <CardTitle className="flex min-w-0 items-center gap-2 font-medium text-sm">
                <Icon className="size-4 shrink-0 text-primary" aria-hidden />
                <h3 id={`figure-${key}`} className="truncate">
                  {figures ? (
                    // The whole card is the link (its ::after covers the card), named by the title.
                    <Link
                      to={figureLink(filter, figures.period)}
                      className="outline-none after:absolute after:inset-0 after:rounded-xl"
                    >
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </h3>
                {figures && (
                  <ArrowUpRight
                    className="ml-auto size-4 shrink-0 text-muted-foreground"
                    aria-hidden
                  />
                )}
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-1 px-5">
              {isLoading ? (
                <Skeleton className="h-9 w-20" />
              ) : (
                <p className="font-semibold text-3xl tabular-nums tracking-tight">
                  {figures ? value(figures) : '—'}
                </p>
              )}
              <p className="text-muted-foreground text-xs">
                {figures ? change(figures) : isLoading ? '\u00a0' : 'Not available right now'}
              </p>
              {figures && <p className="text-muted-foreground text-xs">{note(figures)}</p>}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

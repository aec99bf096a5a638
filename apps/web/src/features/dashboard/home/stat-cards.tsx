import type { DashboardAnalytics } from '@frontdesk/contracts';
import { BookOpen, KeyRound, type LucideIcon, MessageSquare, Sparkles, Wrench } from 'lucide-react';
import { OptionsSelect } from '@/components/options-select';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The dashboard's period is fixed (spec section 9): the selector offers this one choice. */
const periodLabels: Readonly<Record<string, string>> = { 'last-30-days': 'Last 30 days' };
const periods = Object.keys(periodLabels);

interface StatDefinition {
  key: keyof Omit<DashboardAnalytics, 'daily'>;
  title: string;
  /** What the number counts; the two counts of the period show the period selector instead. */
  note?: string;
  icon: LucideIcon;
  hasPeriod: boolean;
}

const stats: StatDefinition[] = [
  {
    key: 'conversations',
    title: 'Conversations',
    icon: MessageSquare,
    hasPeriod: true,
  },
  {
    key: 'prompts',
    title: 'Prompts',
    icon: Sparkles,
    hasPeriod: true,
  },
  {
    key: 'contents',
    title: 'Contents',
    note: 'Knowledge items',
    icon: BookOpen,
    hasPeriod: false,
  },
  { key: 'tools', title: 'Tools', note: 'Connected tools', icon: Wrench, hasPeriod: false },
  { key: 'apiKeys', title: 'API Keys', note: 'Public keys', icon: KeyRound, hasPeriod: false },
];

function PeriodSelect({ label }: { label: string }) {
  return (
    <OptionsSelect
      options={periods}
      labels={periodLabels}
      value={periods[0]}
      size="sm"
      aria-label={`${label} period`}
      className="h-7 px-2 text-xs"
      contentProps={{ align: 'end' }}
    />
  );
}

const numberFormat = new Intl.NumberFormat();

/** Five counts; each reads 0 until (or unless) the analytics call answers. */
export function StatCards({
  analytics,
  isLoading,
}: {
  analytics: DashboardAnalytics | undefined;
  isLoading: boolean;
}) {
  return (
    <section aria-labelledby="stats-heading" aria-busy={isLoading}>
      <h2 id="stats-heading" className="sr-only">
        Activity
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
        {stats.map(({ key, title, note, icon: Icon, hasPeriod }) => (
          <li key={key} className="min-w-0" aria-labelledby={`stat-${key}`}>
            <Card className="h-full gap-2 py-5">
              <CardHeader className="px-5">
                <CardTitle className="flex min-w-0 items-center gap-2 font-medium text-sm">
                  <Icon className="size-4 shrink-0 text-primary" aria-hidden />
                  <h3 id={`stat-${key}`} className="truncate">
                    {title}
                  </h3>
                </CardTitle>
              </CardHeader>
              <CardContent className="grid justify-items-start gap-2 px-5">
                <p className="font-semibold text-3xl tabular-nums tracking-tight">
                  {numberFormat.format(analytics?.[key] ?? 0)}
                </p>
                {hasPeriod ? (
                  <PeriodSelect label={title} />
                ) : (
                  <p className="flex h-7 items-center text-muted-foreground text-xs">{note}</p>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { History } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadingText } from '@/components/loading-text';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { useActivity } from '../api/get-activity';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatTime(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

/** Who did what in the organization, newest first (owners and admins only). */
export function ActivityLog() {
  const activity = useActivity();
  return (
    <SectionCard
      title="Activity"
      description="Invitations, role changes and removals, and changes to the operator, its tools and keys: who, what and when."
    >
      <QueryView
        query={activity}
        loading={<LoadingText className="py-6 text-center">Loading activity...</LoadingText>}
        error="Failed to load the activity log."
        empty={
          <EmptyState icon={History} title="Nothing yet" className="py-8">
            <p className="text-muted-foreground text-sm">
              Changes to the team and the operator will show here.
            </p>
          </EmptyState>
        }
      >
        {(entries) => (
          <ol aria-label="Activity" className="divide-y">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:gap-4"
              >
                <p className="min-w-0 flex-1 break-words text-sm">
                  <span className="font-medium">{entry.actor || 'A former member'}</span>
                  <span className="text-muted-foreground">: </span>
                  {entry.summary}
                </p>
                <time
                  dateTime={entry.createdAt}
                  className="shrink-0 text-muted-foreground text-xs tabular-nums"
                >
                  {formatTime(entry.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </SectionCard>
  );
}

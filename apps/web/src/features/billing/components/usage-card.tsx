import { NEAR_LIMIT_PERCENT, type QuotaItem, quotaLabel } from '@frontdesk/contracts';
import { Gauge } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { TableSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { useQuota } from '../api/get-quota';

const count = (value: number) => value.toLocaleString('en-US');

/** Percent of the limit used, capped at 100; a zero limit counts as full once anything is used. */
export function usagePercent({ usage, limit }: QuotaItem): number {
  if (limit <= 0) return usage > 0 ? 100 : 0;
  return Math.min(100, Math.round((usage / limit) * 100));
}

function QuotaRow({ item }: { item: QuotaItem }) {
  const label = quotaLabel(item.feature);
  const percent = usagePercent(item);
  const isOver = item.usage > item.limit;
  const isNear = !isOver && percent > NEAR_LIMIT_PERCENT;
  return (
    <li aria-label={label} className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium text-sm">{label}</span>
        {isOver && (
          <Badge variant="destructive" className="bg-red-100 text-red-800">
            Over Limit
          </Badge>
        )}
        {isNear && (
          <Badge variant="secondary" className="bg-orange-100 text-orange-800">
            Near Limit
          </Badge>
        )}
        <span className="ml-auto text-muted-foreground text-sm tabular-nums">
          {`${count(item.usage)} / ${count(item.limit)}`}
        </span>
      </div>
      <Progress
        value={percent}
        aria-label={`${label} used`}
        indicatorClassName={isOver ? 'bg-red-600' : isNear ? 'bg-orange-500' : undefined}
      />
      <p className="text-muted-foreground text-xs">{`${percent}% used`}</p>
    </li>
  );
}

/** Usage against each of the plan's limits in this period. */
export function UsageCard() {
  const quota = useQuota();
  return (
    <SectionCard title="Usage" description="What this billing period has used of your plan.">
      <QueryView
        query={quota}
        loading={
          <TableSkeleton
            label="Loading usage..."
            leadClassName="flex-1"
            lines={['h-4 w-1/3', 'h-2 w-full']}
            cells={[]}
          />
        }
        error="Failed to load usage."
        empty={
          <EmptyState
            icon={Gauge}
            title="No usage to show"
            description="Usage appears here once your organization has a plan."
          />
        }
      >
        {(items) => (
          <ul className="grid gap-6 md:grid-cols-2">
            {items.map((item) => (
              <QuotaRow key={item.feature} item={item} />
            ))}
          </ul>
        )}
      </QueryView>
    </SectionCard>
  );
}

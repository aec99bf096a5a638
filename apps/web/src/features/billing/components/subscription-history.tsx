import { History } from 'lucide-react';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { TableSkeleton } from '@/components/table-skeleton';
import { TableCell } from '@/components/ui/table';
import { useSubscriptions } from '../api/get-subscriptions';
import { formatDate, formatPrice } from '../format';
import { StatusBadge } from './status-badge';

/** The organization's billing periods, newest first (GET /subscriptions). */
export function SubscriptionHistory() {
  const subscriptions = useSubscriptions();
  return (
    <SectionCard title="Billing history" description="Your plans and their periods, newest first.">
      <QueryView
        query={subscriptions}
        loading={
          <TableSkeleton
            label="Loading billing history..."
            leadClassName="w-1/4"
            lines={['h-4 w-full']}
            cells={['h-4 w-20', 'h-4 flex-1', 'h-4 flex-1']}
          />
        }
        error="Failed to load billing history."
      >
        {({ periods }) =>
          periods.length === 0 ? (
            <EmptyState icon={History} title="No billing periods yet" />
          ) : (
            <DataTable
              className="min-w-[32rem]"
              columns={[
                { header: 'Plan' },
                { header: 'Status' },
                { header: 'Start' },
                { header: 'End' },
              ]}
              rows={periods}
              rowKey={(period) => `${period.start}-${period.plan.id}-${period.status}`}
              renderCells={(period) => (
                <>
                  <TableCell>
                    <span className="font-medium">{period.plan.name}</span>
                    <span className="block text-muted-foreground text-xs">
                      {formatPrice(period.plan.price, period.plan.currency, 'month')}
                    </span>
                  </TableCell>
                  <TableCell>
                    <StatusBadge status={period.status} />
                  </TableCell>
                  <TableCell>{formatDate(period.start)}</TableCell>
                  <TableCell>{period.end === null ? 'Ongoing' : formatDate(period.end)}</TableCell>
                </>
              )}
            />
          )
        }
      </QueryView>
    </SectionCard>
  );
}

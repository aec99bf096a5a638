import { History } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { TableSkeleton } from '@/components/table-skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
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
            <Table className="min-w-[32rem]">
              <TableHeader>
                <TableRow>
                  <TableHead>Plan</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Start</TableHead>
                  <TableHead>End</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {periods.map((period) => (
                  <TableRow key={`${period.start}-${period.plan.id}-${period.status}`}>
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
                    <TableCell>
                      {period.end === null ? 'Ongoing' : formatDate(period.end)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryView>
    </SectionCard>
  );
}

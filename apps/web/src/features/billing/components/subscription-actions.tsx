import type { BillingStatus } from '@frontdesk/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useSubscriptionChange } from '../api/billing-mutations';
import { formatDate } from '../format';

/** Cancel at the period's end (after a confirmation), or take a cancellation back. */
export function SubscriptionActions({ billing }: { billing: BillingStatus }) {
  const cancel = useSubscriptionChange('cancel');
  const reactivate = useSubscriptionChange('reactivate');
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const isLive = billing.status === 'active' || billing.status === 'trialing';
  if (!isLive || !billing.plan) return null;

  if (billing.period?.cancel) {
    return (
      <Button
        type="button"
        disabled={reactivate.isPending}
        onClick={() =>
          reactivate.mutate(undefined, {
            onSuccess: () => toast.success('Subscription reactivated'),
            onError: (error) =>
              toast.error(errorMessage(error, 'Failed to reactivate the subscription.')),
          })
        }
      >
        {reactivate.isPending ? 'Reactivating...' : 'Reactivate Subscription'}
      </Button>
    );
  }

  const endDate = billing.period?.end ? formatDate(billing.period.end) : 'the end of the period';
  return (
    <ConfirmDialog
      open={isConfirmOpen}
      onOpenChange={setIsConfirmOpen}
      trigger={
        <Button type="button" variant="outline">
          Cancel Subscription
        </Button>
      }
      title="Cancel your subscription?"
      description={`Your ${billing.plan.name} plan stays active until ${endDate}. After that your operator stops answering until you pick a plan again. You can reactivate it until then.`}
      isPending={cancel.isPending}
      cancelLabel="Keep Subscription"
      confirm={
        <Button
          variant="destructive"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                toast.success(`Subscription cancelled: it ends on ${endDate}`);
                setIsConfirmOpen(false);
              },
              onError: (error) =>
                toast.error(errorMessage(error, 'Failed to cancel the subscription.')),
            })
          }
        >
          {cancel.isPending ? 'Cancelling...' : 'Cancel at Period End'}
        </Button>
      }
    />
  );
}

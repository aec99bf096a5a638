import type { BillingStatus } from '@frontdesk/contracts';
import { BackLink } from '@/components/back-link';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBillingStatus } from './api/get-billing-status';
import { usePlans } from './api/get-plans';
import { ChangePlanSection } from './components/change-plan-section';
import { StatusBadge } from './components/status-badge';
import { SubscriptionActions } from './components/subscription-actions';
import { SubscriptionHistory } from './components/subscription-history';
import { formatDate, formatPrice } from './format';

/** One sentence on where the subscription stands and what happens next. */
function standing(billing: BillingStatus): string {
  const { period, trial, upcomingPlan } = billing;
  if (!billing.plan) return 'No plan yet: choose one below.';
  if (period?.cancel) return `Cancelled: your plan ends on ${formatDate(period.cancel)}.`;
  if (upcomingPlan) {
    return `Changes to ${upcomingPlan.name} on ${formatDate(upcomingPlan.fromDate)}.`;
  }
  if (billing.status === 'trialing' && trial) return `Free trial until ${formatDate(trial.end)}.`;
  if (period?.renew) return `Renews on ${formatDate(period.renew)}.`;
  if (period?.end) return `Ended on ${formatDate(period.end)}.`;
  return 'Active subscription.';
}

function CurrentSubscription({ billing }: { billing: BillingStatus }) {
  return (
    <Card role="region" aria-labelledby="portal-plan-name">
      <CardHeader className="grid-cols-[1fr_auto]">
        <CardDescription>Current plan</CardDescription>
        <StatusBadge status={billing.status} className="col-start-2 row-span-2 row-start-1" />
        <CardTitle>
          <h2 id="portal-plan-name" className="font-semibold text-2xl tracking-tight">
            {billing.plan?.name ?? 'No plan'}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {billing.plan && (
            <p className="font-semibold text-lg">
              {formatPrice(billing.plan.price, billing.plan.currency, billing.plan.interval)}
            </p>
          )}
          <p className="text-muted-foreground text-sm">{standing(billing)}</p>
        </div>
        <SubscriptionActions billing={billing} />
      </CardContent>
    </Card>
  );
}

/**
 * The local provider's billing portal, the page GET /billing/portal sends the browser to: the
 * plan and its status, changing, cancelling or reactivating it, and past periods. With Stripe the
 * portal is Stripe's own, so this page only points back.
 */
export function PortalPage() {
  const status = useBillingStatus();
  const plans = usePlans();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <BackLink to="/dashboard/billing" className="-ml-2">
        Back to Billing & Usage
      </BackLink>
      <PageHeader
        title="Billing Portal"
        description="Change your plan, cancel or reactivate it, and look back at past billing periods."
      />
      {status.isPending || plans.isPending ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">Loading your subscription...</span>
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-56 rounded-xl" />
        </div>
      ) : status.isError || plans.isError ? (
        <ErrorAlert>Failed to load your subscription.</ErrorAlert>
      ) : plans.data.provider === 'stripe' ? (
        <Alert role="note">
          <AlertDescription>
            Your billing is managed by Stripe: open its portal from Billing & Usage.
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <CurrentSubscription billing={status.data} />
          <ChangePlanSection billing={status.data} plans={plans.data.plans} />
          <SubscriptionHistory />
        </>
      )}
    </div>
  );
}

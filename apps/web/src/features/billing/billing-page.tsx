import { CreditCard } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { useBillingStatus } from './api/get-billing-status';
import { useBillingPortal } from './api/open-billing-portal';
import { BillingBanners } from './components/billing-banners';
import { PeriodCard, PlanCard, TrialCard } from './components/billing-summary';
import { UsageCard } from './components/usage-card';

function SummarySkeleton() {
  return (
    <div role="status" className="grid gap-4 md:grid-cols-3">
      <span className="sr-only">Loading billing status...</span>
      {[0, 1, 2].map((card) => (
        <Skeleton key={card} className="h-44 rounded-xl" />
      ))}
    </div>
  );
}

/** Billing & Usage: the plan, its status and period, the trial, and usage per feature. */
export function BillingPage() {
  const status = useBillingStatus();
  const portal = useBillingPortal();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader
        title="Billing & Usage"
        description="Your plan, its billing period and how much of it you have used."
      />
      <QueryView
        query={status}
        loading={<SummarySkeleton />}
        error="Failed to load billing status."
      >
        {(billing) =>
          billing.plan ? (
            <>
              <BillingBanners billing={billing} />
              <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                <PlanCard billing={billing} plan={billing.plan} portal={portal} />
                <PeriodCard period={billing.period} />
                {billing.status === 'trialing' && billing.trial && (
                  <TrialCard trial={billing.trial} />
                )}
              </div>
            </>
          ) : (
            <EmptyState
              icon={CreditCard}
              title="No plan yet"
              description="Pick a plan for your organization to start using your AI operator."
            />
          )
        }
      </QueryView>
      <UsageCard />
    </div>
  );
}

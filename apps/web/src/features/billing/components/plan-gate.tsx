import type { Plan } from '@frontdesk/contracts/plans';
import { useState } from 'react';
import { toast } from 'sonner';
import { BackLink } from '@/components/back-link';
import { ErrorAlert } from '@/components/error-alert';
import { LoadingText } from '@/components/loading-text';
import { PricingPlans } from '@/components/pricing-plans';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useCheckout, useRefreshBilling } from '../api/billing-mutations';
import { useBillingStatus } from '../api/get-billing-status';
import { usePlans } from '../api/get-plans';
import { EnterprisePurchaseDialog } from './enterprise-purchase/enterprise-purchase-dialog';
import { StripePricingTable } from './stripe-pricing-table';

/**
 * While the organization has no plan (billing status 'none'), nothing of the dashboard can be
 * used: a full-screen dialog that cannot be closed asks for a plan, or to go back and pick
 * another organization. It goes away by itself once the status changes.
 */
export function PlanGate() {
  const { organization } = useSession();
  const status = useBillingStatus();
  if (!organization || status.data?.status !== 'none') return null;
  return <PlanGateDialog organizationName={organization.name} />;
}

const keepOpen = (event: Event) => event.preventDefault();

function PlanGateDialog({ organizationName }: { organizationName: string }) {
  return (
    <Dialog open>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        className="inset-0 top-0 left-0 block h-dvh max-h-dvh w-screen max-w-none translate-x-0 translate-y-0 overflow-y-auto rounded-none border-0 bg-muted p-0 outline-none sm:max-w-none"
      >
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
          <BackLink to="/organizations" className="self-start">
            Back to Organizations
          </BackLink>
          <DialogHeader className="items-center text-center sm:text-center">
            <DialogTitle className="font-bold text-2xl leading-tight tracking-tight sm:text-3xl">
              {`Pick a plan for ${organizationName}`}
            </DialogTitle>
            <DialogDescription className="max-w-xl text-base">
              Choose the plan your AI operator runs on. You can change or cancel it at any time from
              Billing & Usage.
            </DialogDescription>
          </DialogHeader>
          <PlanChoice />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The plans, drawn by us (local provider) or by Stripe's pricing table. */
function PlanChoice() {
  const plans = usePlans();
  const checkout = useCheckout();
  const refreshBilling = useRefreshBilling();
  const [isEnterpriseOpen, setIsEnterpriseOpen] = useState(false);

  if (plans.isPending) return <LoadingText className="text-center">Loading plans...</LoadingText>;
  if (plans.isError) return <ErrorAlert>Failed to load the plans. Please try again.</ErrorAlert>;
  const { provider, stripe } = plans.data;
  if (provider === 'stripe' && stripe) return <StripePricingTable {...stripe} />;

  function startTrial(plan: Plan) {
    checkout.mutate(
      { plan: plan.id },
      {
        // The local provider starts the plan at once; the refreshed status closes the gate.
        onSuccess: () => refreshBilling(),
        onError: (error) => toast.error(errorMessage(error, 'Failed to start the plan.')),
      },
    );
  }

  return (
    <>
      <PricingPlans
        variant="dialog"
        disabled={checkout.isPending || checkout.isSuccess}
        onStartTrial={startTrial}
        onSelectEnterprise={() => setIsEnterpriseOpen(true)}
      />
      <EnterprisePurchaseDialog open={isEnterpriseOpen} onOpenChange={setIsEnterpriseOpen} />
    </>
  );
}

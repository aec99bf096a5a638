import type { BillingStatus, PlansResponse } from '@frontdesk/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCheckout, useRefreshBilling } from '../api/billing-mutations';
import { formatDate, formatPrice } from '../format';

type OfferedPlan = PlansResponse['plans'][number];

/** What choosing a plan would do, by the local provider's rules (docs/decisions/009-billing.md). */
type Choice =
  | { kind: 'current' }
  /** The current plan while a change is scheduled: choosing it drops the change. */
  | { kind: 'keep' }
  | { kind: 'scheduled' }
  | { kind: 'start' }
  | { kind: 'upgrade' }
  /** A cheaper plan waits for the end of the period. */
  | { kind: 'downgrade'; from: number };

export function choiceFor(billing: BillingStatus, plan: OfferedPlan): Choice {
  const isLive = billing.status === 'active' || billing.status === 'trialing';
  const current = billing.plan;
  if (!isLive || !current) return { kind: 'start' };
  if (current.name === plan.name) return { kind: billing.upcomingPlan ? 'keep' : 'current' };
  if (billing.upcomingPlan?.name === plan.name) return { kind: 'scheduled' };
  if (plan.price < current.price) {
    return { kind: 'downgrade', from: billing.period?.end ?? billing.upcomingPlan?.fromDate ?? 0 };
  }
  return { kind: 'upgrade' };
}

function actionLabel(choice: Choice, name: string): string {
  switch (choice.kind) {
    case 'current':
      return 'Current Plan';
    case 'keep':
      return `Keep ${name}`;
    case 'scheduled':
      return 'Change Scheduled';
    case 'start':
      return `Choose ${name}`;
    case 'upgrade':
      return `Upgrade to ${name}`;
    case 'downgrade':
      return `Downgrade to ${name}`;
  }
}

/** When the choice takes effect, said before it is confirmed and on the card. */
function effectNote(choice: Choice): string {
  switch (choice.kind) {
    case 'downgrade':
      return `Scheduled for the end of your current period: it starts on ${formatDate(choice.from)}, and your current plan stays until then.`;
    case 'keep':
      return 'Stay on this plan and drop the scheduled change.';
    case 'scheduled':
      return 'Starts at the end of your current period.';
    case 'current':
      return 'Your plan today.';
    default:
      return 'Starts today.';
  }
}

/** The three plans, each with what choosing it would do; a choice is confirmed first. */
export function ChangePlanSection({
  billing,
  plans,
}: {
  billing: BillingStatus;
  plans: OfferedPlan[];
}) {
  const checkout = useCheckout();
  const refreshBilling = useRefreshBilling();
  const [chosen, setChosen] = useState<OfferedPlan | null>(null);
  const chosenChoice = chosen ? choiceFor(billing, chosen) : null;

  function confirm(plan: OfferedPlan, choice: Choice) {
    checkout.mutate(
      { plan: plan.id },
      {
        onSuccess: async () => {
          await refreshBilling();
          toast.success(
            choice.kind === 'downgrade'
              ? `${plan.name} starts on ${formatDate(choice.from)}`
              : `You are on the ${plan.name} plan`,
          );
          setChosen(null);
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to change the plan.')),
      },
    );
  }

  return (
    <SectionCard
      title="Change plan"
      description="Upgrades start today; a cheaper plan waits for the end of your current period."
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {plans.map((plan) => {
          const choice = choiceFor(billing, plan);
          const isCurrent = choice.kind === 'current' || choice.kind === 'keep';
          return (
            <li
              key={plan.id}
              aria-label={plan.name}
              className={cn(
                'flex flex-col gap-3 rounded-lg border p-4',
                isCurrent && 'border-primary ring-1 ring-primary',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold">{plan.name}</p>
                {isCurrent && <Badge>Current</Badge>}
                {choice.kind === 'scheduled' && <Badge variant="secondary">Scheduled</Badge>}
              </div>
              <p className="font-semibold text-2xl tracking-tight">
                {formatPrice(plan.price, plan.currency, plan.interval)}
              </p>
              <p className="flex-1 text-muted-foreground text-sm">{effectNote(choice)}</p>
              <Button
                type="button"
                variant={
                  choice.kind === 'upgrade' || choice.kind === 'start' ? 'default' : 'outline'
                }
                disabled={choice.kind === 'current' || choice.kind === 'scheduled'}
                onClick={() => setChosen(plan)}
              >
                {actionLabel(choice, plan.name)}
              </Button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title={
          chosen ? `${chosenChoice?.kind === 'keep' ? 'Keep' : 'Switch to'} ${chosen.name}?` : ''
        }
        description={
          chosen && chosenChoice
            ? `${formatPrice(chosen.price, chosen.currency, chosen.interval)}. ${effectNote(chosenChoice)}`
            : ''
        }
        isPending={checkout.isPending}
        confirm={
          <Button
            disabled={checkout.isPending}
            onClick={() => chosen && chosenChoice && confirm(chosen, chosenChoice)}
          >
            {checkout.isPending ? 'Changing...' : 'Confirm'}
          </Button>
        }
      />
    </SectionCard>
  );
}

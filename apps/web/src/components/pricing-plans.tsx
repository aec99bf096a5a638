import { type Plan, plans, TRIAL_DAYS } from '@frontdesk/contracts/plans';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface PricingPlansProps {
  /**
   * 'page': the landing page's section, with its heading and closing note, buttons linking to
   * /sign-up. 'dialog': only the cards, in one row from medium screens up, buttons calling back.
   */
  variant?: 'page' | 'dialog';
  /** Dialog mode: a plan with a free trial (every plan but Enterprise) was chosen. */
  onStartTrial?(plan: Plan): void;
  /** Dialog mode: Enterprise was chosen. */
  onSelectEnterprise?(plan: Plan): void;
  /** Dialog mode: disables every button while the caller is busy with a choice. */
  disabled?: boolean;
  className?: string;
}

/** The three plans of the spec's section 3, shared by the landing page and the plan gate. */
export function PricingPlans({
  variant = 'page',
  onStartTrial,
  onSelectEnterprise,
  disabled = false,
  className,
}: PricingPlansProps) {
  const isDialog = variant === 'dialog';
  return (
    <div className={cn('flex flex-col gap-10', className)}>
      {!isDialog && (
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-primary text-sm uppercase tracking-wide">Pricing</p>
          <h2 id="pricing-heading" className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">
            Simple, transparent pricing
          </h2>
          <p className="mt-4 text-muted-foreground text-lg">
            Pick the plan that fits your business. {TRIAL_DAYS}-day free trial on selected plans.
          </p>
        </div>
      )}
      <ul
        className={cn(
          'grid gap-6',
          isDialog ? 'md:grid-cols-3' : 'mx-auto w-full max-w-md lg:max-w-none lg:grid-cols-3',
        )}
      >
        {plans.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard
              plan={plan}
              action={
                isDialog ? (
                  <Button
                    type="button"
                    className="w-full"
                    variant={plan.popular ? 'default' : 'outline'}
                    disabled={disabled}
                    aria-label={actionName(plan)}
                    onClick={() =>
                      plan.id === 'enterprise' ? onSelectEnterprise?.(plan) : onStartTrial?.(plan)
                    }
                  >
                    {buttonLabel(plan)}
                  </Button>
                ) : (
                  <Button asChild className="w-full" variant={plan.popular ? 'default' : 'outline'}>
                    <Link to="/sign-up" aria-label={actionName(plan)}>
                      {buttonLabel(plan)}
                    </Link>
                  </Button>
                )
              }
            />
          </li>
        ))}
      </ul>
      {!isDialog && (
        <p className="text-center text-muted-foreground text-sm">
          Prices in US dollars per month. No setup fees. Cancel anytime.
        </p>
      )}
    </div>
  );
}

function buttonLabel(plan: Plan): string {
  return plan.trial ? 'Start Free Trial' : 'Get Started';
}

/** The button's accessible name, which tells the three plans' buttons apart. */
function actionName(plan: Plan): string {
  return `${buttonLabel(plan)} with the ${plan.name} plan`;
}

function PlanCard({ plan, action }: { plan: Plan; action: React.ReactNode }) {
  const badge = plan.popular ? 'Most Popular' : plan.premium ? 'Premium' : null;
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'relative flex w-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm',
        plan.popular && 'border-primary shadow-lg ring-1 ring-primary',
      )}
    >
      {badge && (
        <Badge
          variant={plan.popular ? 'default' : 'secondary'}
          className="-top-3 -translate-x-1/2 absolute left-1/2"
        >
          {badge}
        </Badge>
      )}
      <h3 id={`plan-${plan.id}`} className="font-semibold text-lg">
        {plan.name}
      </h3>
      <p className="mt-1 min-h-10 text-muted-foreground text-sm">{plan.description}</p>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="font-bold text-4xl tracking-tight">${plan.price}</span>
        <span className="text-muted-foreground text-sm">/{plan.period}</span>
      </p>
      <p className="mt-1 h-5 text-primary text-sm">
        {plan.trial ? `${TRIAL_DAYS}-day free trial` : ''}
      </p>
      <ul className="mt-6 mb-8 flex flex-1 flex-col gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {action}
    </article>
  );
}

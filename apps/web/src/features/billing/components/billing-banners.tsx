import type { BillingStatus } from '@frontdesk/contracts';
import { CalendarClock, CircleSlash, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { cn } from '@/lib/cn';
import { formatDate, formatPrice } from '../format';

function Banner({
  icon,
  title,
  tone = 'info',
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: 'info' | 'warning';
  children: ReactNode;
}) {
  return (
    <Alert
      role="note"
      aria-label={title}
      className={cn(
        tone === 'warning' ? 'border-orange-300 bg-orange-50' : 'border-primary/30 bg-accent/40',
      )}
    >
      {icon}
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{children}</p>
      </AlertDescription>
    </Alert>
  );
}

/** What is about to change: a cancellation, a scheduled plan change, a trial's end. */
export function BillingBanners({ billing }: { billing: BillingStatus }) {
  const { period, upcomingPlan, trial } = billing;
  return (
    <>
      {period?.cancel && (
        <Banner
          tone="warning"
          icon={<CircleSlash aria-hidden className="text-orange-600" />}
          title="Subscription Cancelled"
        >
          {`Your subscription will end on ${formatDate(period.cancel)}. You keep access to your plan until then.`}
        </Banner>
      )}
      {upcomingPlan && (
        <Banner
          icon={<CalendarClock aria-hidden className="text-primary" />}
          title="Scheduled Plan Change"
        >
          {`Your plan changes to ${upcomingPlan.name} (${formatPrice(upcomingPlan.price, upcomingPlan.currency, 'month')}) on ${formatDate(upcomingPlan.fromDate)}.`}
        </Banner>
      )}
      {billing.status === 'trialing' && trial && (
        <Banner icon={<Sparkles aria-hidden className="text-primary" />} title="Free Trial Active">
          {`Your free trial expires on ${formatDate(trial.end)}.`}
        </Banner>
      )}
    </>
  );
}

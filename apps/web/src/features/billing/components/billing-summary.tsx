import type { BillingStatus } from '@frontdesk/contracts';
import { CalendarDays, type LucideIcon, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconTile } from '@/components/icon-tile';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  daysUntil,
  formatDate,
  formatPrice,
  periodDate,
  planSubtitle,
  secondaryActionLabel,
} from '../format';
import { StatusBadge } from './status-badge';

interface PortalControl {
  isLocked: boolean;
  open(): void;
}

type Plan = NonNullable<BillingStatus['plan']>;

/** The plan's name, price, status and the two ways into the billing portal. */
export function PlanCard({
  billing,
  plan,
  portal,
}: {
  billing: BillingStatus;
  plan: Plan;
  portal: PortalControl;
}) {
  return (
    <Card
      role="region"
      aria-labelledby="current-plan-name"
      className="gap-4 md:col-span-2 lg:col-span-1"
    >
      <CardHeader className="grid-cols-[1fr_auto]">
        <CardDescription>Current plan</CardDescription>
        <StatusBadge status={billing.status} className="col-start-2 row-span-2 row-start-1" />
        <CardTitle>
          <h2 id="current-plan-name" className="font-semibold text-2xl tracking-tight">
            {plan.name}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div>
          <p className="font-semibold text-lg">
            {formatPrice(plan.price, plan.currency, plan.interval)}
          </p>
          <p className="text-muted-foreground text-sm">{planSubtitle(billing)}</p>
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          <Button type="button" disabled={portal.isLocked} onClick={portal.open}>
            Billing Portal
          </Button>
          <Button type="button" variant="outline" disabled={portal.isLocked} onClick={portal.open}>
            {secondaryActionLabel(billing)}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function DateCard({
  icon,
  label,
  date,
  note,
}: {
  icon: LucideIcon;
  label: string;
  date: string;
  note: ReactNode;
}) {
  return (
    <Card role="group" aria-label={label} className="gap-3">
      <CardHeader className="grid-cols-[1fr_auto] items-center">
        <CardDescription>{label}</CardDescription>
        <IconTile icon={icon} size="sm" className="col-start-2 row-start-1 rounded-lg" />
      </CardHeader>
      <CardContent className="space-y-1">
        <p className="font-semibold text-xl tracking-tight">{date}</p>
        <p className="text-muted-foreground text-sm">{note}</p>
      </CardContent>
    </Card>
  );
}

/** The date that matters in the current period: the cancellation, renewal or end. */
export function PeriodCard({ period }: { period: BillingStatus['period'] }) {
  const { label, date } = periodDate(period);
  const note = period?.cancel
    ? 'Your plan ends on this date.'
    : period?.renew
      ? 'Your plan renews automatically.'
      : 'The end of the current billing period.';
  return (
    <DateCard
      icon={CalendarDays}
      label={label}
      date={date === undefined ? 'Not scheduled' : formatDate(date)}
      note={note}
    />
  );
}

/** The trial's end and the days left until it. */
export function TrialCard({ trial }: { trial: NonNullable<BillingStatus['trial']> }) {
  const days = daysUntil(trial.end);
  return (
    <DateCard
      icon={Timer}
      label="Trial Ends"
      date={formatDate(trial.end)}
      note={`${days} ${days === 1 ? 'day' : 'days'} left in your free trial`}
    />
  );
}

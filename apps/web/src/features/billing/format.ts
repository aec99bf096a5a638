import type { BillingStatus } from '@frontdesk/contracts';

/** '$29/month' for US dollars, else the upper-case code: 'EUR 29/month' (spec section 9). */
export function formatPrice(price: number, currency: string, interval?: string): string {
  const amount =
    currency.toLowerCase() === 'usd' ? `$${price}` : `${currency.toUpperCase()} ${price}`;
  return interval ? `${amount}/${interval}` : amount;
}

/** An epoch-seconds date in US long form: 'December 7, 2026'. */
export function formatDate(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** Whole days from now until an epoch-seconds date, never below 0. */
export function daysUntil(epochSeconds: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((epochSeconds * 1000 - now) / 86_400_000));
}

export type StatusVariant = 'default' | 'secondary' | 'destructive' | 'outline';

/** The badge of a billing status (spec section 4): its variant and its colour. */
export function statusBadge(status: string): {
  label: string;
  variant: StatusVariant;
  className: string;
} {
  const label = status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  switch (status) {
    case 'active':
      return { label, variant: 'default', className: 'bg-green-100 text-green-800' };
    case 'trialing':
      return { label, variant: 'secondary', className: 'bg-blue-100 text-blue-800' };
    case 'canceled':
      return { label, variant: 'destructive', className: 'bg-red-100 text-red-800' };
    case 'past_due':
      return { label, variant: 'destructive', className: 'bg-orange-100 text-orange-800' };
    default:
      return { label, variant: 'outline', className: 'text-muted-foreground' };
  }
}

/** The line under the plan's name. */
export function planSubtitle(billing: BillingStatus): string {
  if (billing.status === 'trialing') return 'Free trial period';
  if (billing.period?.cancel) return 'Active until cancellation';
  if (billing.upcomingPlan) return 'Active until plan change';
  return 'Active subscription';
}

/** The period card: which date it shows, and under what name. */
export function periodDate(period: BillingStatus['period']): { label: string; date?: number } {
  if (period?.cancel) return { label: 'Cancellation Date', date: period.cancel };
  if (period?.renew) return { label: 'Next Renewal', date: period.renew };
  if (period?.end) return { label: 'Current Period End', date: period.end };
  return { label: 'Period End' };
}

/** The plan card's second button, which opens the portal where the change is made. */
export function secondaryActionLabel(billing: BillingStatus): string {
  if (billing.status === 'trialing') return 'Upgrade Plan';
  if (billing.period?.cancel) return 'Reactivate';
  if (billing.upcomingPlan) return 'Modify Change';
  return 'Change Plan';
}

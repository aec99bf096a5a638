import { createElement, useEffect } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { LoadingText } from '@/components/loading-text';
import { useCustomerSession } from '../api/get-customer-session';

export const STRIPE_PRICING_TABLE_SCRIPT = 'https://js.stripe.com/v3/pricing-table.js';

/** Adds Stripe's pricing-table script to the page once; it defines <stripe-pricing-table>. */
function useStripePricingTableScript() {
  useEffect(() => {
    if (document.querySelector(`script[src="${STRIPE_PRICING_TABLE_SCRIPT}"]`)) return;
    const script = document.createElement('script');
    script.src = STRIPE_PRICING_TABLE_SCRIPT;
    script.async = true;
    document.head.appendChild(script);
  }, []);
}

interface StripePricingTableProps {
  pricingTableId: string;
  publishableKey: string;
}

/**
 * Stripe's own pricing table, which takes the customer to Stripe Checkout. It is mounted only
 * while the plan dialog is open, so the customer-session secret is asked for only then.
 */
export function StripePricingTable({ pricingTableId, publishableKey }: StripePricingTableProps) {
  useStripePricingTableScript();
  const session = useCustomerSession(true);
  if (session.isPending) return <LoadingText>Loading plans...</LoadingText>;
  if (session.isError) return <ErrorAlert>Failed to load the plans. Please try again.</ErrorAlert>;
  // A custom element: React 19 passes these through as attributes.
  return createElement('stripe-pricing-table', {
    'pricing-table-id': pricingTableId,
    'publishable-key': publishableKey,
    'customer-session-client-secret': session.data.client_secret,
  });
}

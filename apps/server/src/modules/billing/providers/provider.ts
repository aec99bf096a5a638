import type { PlanId } from '@frontdesk/contracts';

/** The organization a billing call is for. */
export interface BillingOrganization {
  id: string;
  name: string;
}

/**
 * What differs between the local provider and Stripe. Both keep the organization's subscription in
 * the billing store, so status, quotas and features read the same way whichever one is configured.
 */
export interface BillingProvider {
  name: 'local' | 'stripe';
  /** Starts or changes a plan; answers where the browser goes next. */
  checkout(organization: BillingOrganization, planId: PlanId): Promise<{ url: string }>;
  /** A Stripe customer session for the pricing table (Stripe only). */
  customerSession(organization: BillingOrganization): Promise<{ client_secret: string }>;
  /** Where the owner manages the subscription. */
  portal(organization: BillingOrganization): Promise<{ url: string }>;
  /** Cancels at the period's end (local portal; Stripe's portal does it on Stripe's side). */
  cancel(organizationId: string): Promise<void>;
  reactivate(organizationId: string): Promise<void>;
  /** Applies a provider's signed event (Stripe only); the raw body is what was signed. */
  handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void>;
  /** Catches up with events that never arrived (Stripe only). */
  reconcile(): Promise<void>;
}

import { z } from 'zod';

// Plans live in a zod-free module so that the landing page can show them without loading zod.
export { featureKeys, type Plan, plans, TRIAL_DAYS } from './plans';

/** One entry of GET /features: `max` is a numeric string, absent when unlimited. */
export const featureSchema = z.object({ feature: z.string(), max: z.string().optional() });
export type Feature = z.infer<typeof featureSchema>;

export const quotaItemSchema = z.object({
  feature: z.string(),
  usage: z.number(),
  limit: z.number(),
});
export type QuotaItem = z.infer<typeof quotaItemSchema>;

const quotaLabels: Record<string, string> = {
  'tools.add': 'Tools Created',
  'conversation.prompt': 'Conversations',
  'contents.add': 'Knowledge Items',
  'tools.invocation': 'Tool Invocations',
};

/** Human label of a quota key: the spec's names, else dots to spaces and words capitalised. */
export function quotaLabel(feature: string): string {
  return (
    quotaLabels[feature] ??
    feature
      .split('.')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

export const billingStatuses = ['none', 'active', 'trialing', 'canceled', 'past_due'] as const;

export const planIds = ['starter', 'professional', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

/** How businesses pay: our own local provider (no outside service) or Stripe. */
export const billingProviders = ['local', 'stripe'] as const;

/** POST /billing/checkout: start or change to a plan. */
export const checkoutSchema = z.object({ plan: z.enum(planIds) });
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** Where the browser goes next: the dashboard (local provider) or Stripe's Checkout page. */
export const urlResponseSchema = z.object({ url: z.string() });

export const customerSessionSchema = z.object({ client_secret: z.string() });

/** A plan as GET /plans answers it: what a client needs to draw and choose it. */
export const billingPlanSchema = z.object({
  id: z.enum(planIds),
  name: z.string(),
  price: z.number(),
  currency: z.string(),
  interval: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  popular: z.boolean(),
  premium: z.boolean(),
  trial: z.boolean(),
  trialDays: z.number().int(),
  /** Quota per feature key; a missing key means the plan lacks the feature. */
  limits: z.record(z.string(), z.number()),
});

/** GET /plans: the plans, and which provider draws the pricing (Stripe's table needs its ids). */
export const plansResponseSchema = z.object({
  provider: z.enum(billingProviders),
  plans: z.array(billingPlanSchema),
  stripe: z.object({ pricingTableId: z.string(), publishableKey: z.string() }).nullable(),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** One billing period of the organization, newest first in GET /subscriptions (epoch seconds). */
export const subscriptionPeriodSchema = z.object({
  plan: z.object({
    id: z.enum(planIds),
    name: z.string(),
    price: z.number(),
    currency: z.string(),
  }),
  status: z.string(),
  start: z.number(),
  end: z.number().nullable(),
});
export const subscriptionsResponseSchema = z.object({
  provider: z.enum(billingProviders),
  periods: z.array(subscriptionPeriodSchema),
});
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponseSchema>;

export const billingStatusSchema = z.object({
  status: z.string(),
  plan: z
    .object({ name: z.string(), price: z.number(), currency: z.string(), interval: z.string() })
    .nullable(),
  period: z
    .object({
      renew: z.number().optional(),
      cancel: z.number().optional(),
      end: z.number().optional(),
    })
    .nullable(),
  trial: z.object({ end: z.number() }).nullable(),
  upcomingPlan: z
    .object({ name: z.string(), price: z.number(), currency: z.string(), fromDate: z.number() })
    .nullable(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** The mock enterprise purchase flow (no server call). */
export const invoiceDetailsSchema = z.object({
  companyName: z.string().trim().min(1, { message: 'Company name is required' }),
  email: z.string().trim().email({ message: 'Invalid email address' }),
  address: z.string().trim().min(1, { message: 'Address is required' }),
  city: z.string().trim().min(1, { message: 'City is required' }),
  zipCode: z.string().trim().min(1, { message: 'ZIP code is required' }),
  country: z.string().trim().min(1, { message: 'Country is required' }),
});

export const cardDetailsSchema = z.object({
  cardNumber: z
    .string()
    .length(16, { message: 'Card number must be 16 digits' })
    .regex(/^\d+$/, { message: 'Only digits allowed' }),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { message: 'Expiry must be MM/YY format' }),
  cvc: z
    .string()
    .min(3, { message: 'CVC must be 3-4 digits' })
    .max(4, { message: 'CVC must be 3-4 digits' })
    .regex(/^\d+$/, { message: 'CVC must be 3-4 digits' }),
  name: z.string().trim().min(1, { message: 'Name on card is required' }),
});

export const ENTERPRISE_MOCK_PRICE = 199;
export const SIMULATED_PAYMENT_DELAY_MS = 2000;
export const BILLING_PORTAL_LOCK_MS = 10_000;
export const NEAR_LIMIT_PERCENT = 80;

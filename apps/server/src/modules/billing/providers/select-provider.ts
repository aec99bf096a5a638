import type { PlansResponse } from '@frontdesk/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../../platform/config';
import type { Database } from '../../../platform/db/client';
import { createLocalProvider } from './local-provider';
import type { BillingProvider } from './provider';
import { createStripeClient, createStripeProvider } from './stripe-provider';

/** BILLING_PROVIDER picks the provider; the config check already required Stripe's settings. */
export async function selectBillingProvider(
  config: Config,
  db: Database,
  log: Logger,
): Promise<{ provider: BillingProvider; stripe: PlansResponse['stripe'] }> {
  if (config.BILLING_PROVIDER !== 'stripe') {
    return { provider: createLocalProvider({ db, appUrl: config.APP_URL }), stripe: null };
  }
  const settings = {
    secretKey: config.STRIPE_SECRET_KEY!,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    apiUrl: config.STRIPE_API_URL,
    prices: {
      starter: config.STRIPE_PRICE_STARTER!,
      professional: config.STRIPE_PRICE_PROFESSIONAL!,
      enterprise: config.STRIPE_PRICE_ENTERPRISE!,
    },
  };
  const stripe = await createStripeClient(settings);
  return {
    provider: createStripeProvider({ db, stripe, settings, appUrl: config.APP_URL, log }),
    stripe:
      config.STRIPE_PRICING_TABLE_ID && config.STRIPE_PUBLISHABLE_KEY
        ? {
            pricingTableId: config.STRIPE_PRICING_TABLE_ID,
            publishableKey: config.STRIPE_PUBLISHABLE_KEY,
          }
        : null,
  };
}

import {
  apiPaths,
  billingStatusSchema,
  checkoutSchema,
  customerSessionSchema,
  featureSchema,
  plansResponseSchema,
  quotaItemSchema,
  subscriptionsResponseSchema,
  urlResponseSchema,
} from '@frontdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../platform/auth/guard';
import type { BillingService } from './billing.service';

export interface BillingRoutesDeps {
  billing: BillingService;
}

/** Plans, status, quotas, features, checkout and the portal (organization scope). */
export function registerBillingRoutes(app: FastifyInstance, deps: BillingRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const { billing } = deps;
  const org = (request: Parameters<typeof tenantOf>[0]) => tenantOf(request).organizationId;

  r.get(apiPaths.plans, { schema: { tags, response: { 200: plansResponseSchema } } }, async () =>
    billing.plans(),
  );
  r.get(
    apiPaths.subscriptions,
    { schema: { tags, response: { 200: subscriptionsResponseSchema } } },
    async (request) => billing.subscriptions(org(request)),
  );
  r.get(
    apiPaths.billing.status,
    { schema: { tags, response: { 200: billingStatusSchema } } },
    async (request) => billing.status(org(request)),
  );
  r.get(
    apiPaths.billing.quota,
    { schema: { tags, response: { 200: z.array(quotaItemSchema) } } },
    async (request) => billing.quota(org(request)),
  );
  r.get(
    apiPaths.features,
    { schema: { tags, response: { 200: z.array(featureSchema) } } },
    async (request) => billing.features(org(request)),
  );
  r.get(
    apiPaths.billing.customerSession,
    { schema: { tags, response: { 200: customerSessionSchema } } },
    async (request) => billing.customerSession(org(request)),
  );
  r.get(
    apiPaths.billing.portal,
    { schema: { tags, response: { 200: urlResponseSchema } } },
    async (request) => billing.portal(org(request)),
  );
  r.post(
    apiPaths.billing.checkout,
    { schema: { tags, body: checkoutSchema, response: { 200: urlResponseSchema } } },
    async (request) => billing.checkout(org(request), request.body.plan),
  );
  r.post(
    apiPaths.billing.cancel,
    { schema: { tags, response: { 200: billingStatusSchema } } },
    async (request) => billing.cancel(org(request)),
  );
  r.post(
    apiPaths.billing.reactivate,
    { schema: { tags, response: { 200: billingStatusSchema } } },
    async (request) => billing.reactivate(org(request)),
  );
}

/**
 * Stripe's events. Outside the organization scope (Stripe signs them, nobody signs in), and in a
 * scope of its own whose JSON parser keeps the raw bytes: the signature is over exactly those.
 */
export async function registerBillingWebhookRoutes(app: FastifyInstance, deps: BillingRoutesDeps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(apiPaths.billing.webhook, { schema: { tags: ['billing'] } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      await deps.billing.handleWebhook(
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true };
    });
  });
}

import type { PlanId, PlansResponse } from '@frontdesk/contracts';
import type { TurnAllowance } from '../../operator/turn';
import type { Database } from '../../platform/db/client';
import type { QuotaCheck } from '../../platform/db/transaction-lock';
import { AppError } from '../../platform/errors';
import type { RateLimitRule } from '../../platform/rate-limit';
import * as store from './billing.store';
import { toBillingStatus, toFeatures, toPlans, toQuota, toSubscriptions } from './billing-views';
import type { BillingOrganization, BillingProvider } from './providers/provider';
import { isLive, planById, type SubscriptionState, settle } from './subscription-state';

/** Customer traffic each plan pays for, per minute; an organization without a plan gets Starter's. */
export const publicApiLimits: Record<
  PlanId,
  { perOrganization: RateLimitRule; perVisitor: RateLimitRule }
> = {
  starter: {
    perOrganization: { limit: 60, windowMs: 60_000 },
    perVisitor: { limit: 10, windowMs: 60_000 },
  },
  professional: {
    perOrganization: { limit: 300, windowMs: 60_000 },
    perVisitor: { limit: 20, windowMs: 60_000 },
  },
  enterprise: {
    perOrganization: { limit: 1200, windowMs: 60_000 },
    perVisitor: { limit: 30, windowMs: 60_000 },
  },
};

/** A turn's allowance, with the customer traffic the plan allows. */
export interface PlanAllowance extends TurnAllowance {
  rateLimits: (typeof publicApiLimits)[PlanId];
}

/** What can be added up to a plan's count (`contents.add`, `tools.add`). */
export type CountedResource = 'contents' | 'tools';

const RESOURCE_NAMES: Record<CountedResource, { limit: string; missing: string }> = {
  contents: {
    limit: 'Content limit reached. Upgrade your plan to add more knowledge.',
    missing: 'Your plan does not include knowledge contents. Upgrade your plan to add them.',
  },
  tools: {
    limit: 'Tool limit reached. Upgrade your plan to add more tools.',
    missing: 'Your plan does not include tools. Upgrade your plan to use them.',
  },
};

export interface BillingServiceDeps {
  db: Database;
  provider: BillingProvider;
  stripe: PlansResponse['stripe'];
  organizationOf(organizationId: string): Promise<BillingOrganization>;
  /**
   * How many of each counted resource the organization has, for the quota page (knowledge and
   * tools own them; an add counts in its own transaction, see assertCanAdd).
   */
  countOf: Record<CountedResource, (organizationId: string) => Promise<number>>;
  /** Pages the organization's knowledge sources hold (`knowledge.pages`), for the quota page. */
  pagesOf?: (organizationId: string) => Promise<number>;
  now?: () => Date;
}

/**
 * Plans, billing and quotas: what the organization pays for, read the same way whichever provider
 * keeps it, and the gates other modules and the operator call before they add or answer.
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { db, provider } = deps;
  const now = deps.now ?? (() => new Date());

  /** The subscription as of now: a period that ended is settled (and saved) when it is read. */
  async function currentState(organizationId: string): Promise<SubscriptionState> {
    const stored = store.toState(await store.findSubscription(db, organizationId));
    return settleAndSave(organizationId, stored);
  }

  async function settleAndSave(organizationId: string, stored: SubscriptionState) {
    if (provider.name !== 'local') return stored; // Stripe's own clock decides, through webhooks.
    const settled = settle(stored, now());
    if (settled !== stored) await store.saveSubscription(db, organizationId, 'local', settled);
    return settled;
  }

  async function meteredUsage(organizationId: string) {
    const { row, usage } = await store.findSubscriptionWithUsage(db, organizationId, [
      'conversation.prompt',
      'tools.invocation',
    ]);
    return { state: store.toState(row), usage };
  }

  /**
   * The subscription as of now with the current period's usage, in one read: only when a period
   * has ended since the last read is it settled and read again (the usage belongs to the new one).
   */
  async function settledUsage(organizationId: string) {
    const read = await meteredUsage(organizationId);
    const settled = await settleAndSave(organizationId, read.state);
    return settled === read.state ? read : meteredUsage(organizationId);
  }

  return {
    status: async (organizationId: string) => toBillingStatus(await currentState(organizationId)),

    features: async (organizationId: string) => toFeatures(await currentState(organizationId)),

    async quota(organizationId: string) {
      const [{ state, usage }, contents, tools, pages] = await Promise.all([
        settledUsage(organizationId),
        deps.countOf.contents(organizationId),
        deps.countOf.tools(organizationId),
        deps.pagesOf?.(organizationId) ?? 0,
      ]);
      return toQuota(state, {
        ...usage,
        'contents.add': contents,
        'tools.add': tools,
        'knowledge.pages': pages,
      });
    },

    plans: () => toPlans(provider.name, deps.stripe),

    subscriptions: async (organizationId: string) =>
      toSubscriptions(provider.name, await store.listPeriods(db, organizationId)),

    checkout: async (organizationId: string, planId: PlanId) =>
      provider.checkout(await deps.organizationOf(organizationId), planId),

    customerSession: async (organizationId: string) =>
      provider.customerSession(await deps.organizationOf(organizationId)),

    portal: async (organizationId: string) =>
      provider.portal(await deps.organizationOf(organizationId)),

    async cancel(organizationId: string) {
      await provider.cancel(organizationId);
      return toBillingStatus(await currentState(organizationId));
    },

    async reactivate(organizationId: string) {
      await provider.reactivate(organizationId);
      return toBillingStatus(await currentState(organizationId));
    },

    handleWebhook: (rawBody: Buffer, signature: string | undefined) =>
      provider.handleWebhook(rawBody, signature),

    reconcile: () => provider.reconcile(),

    /**
     * Throws `feature_not_in_plan` unless the plan includes the resource; answers the check of the
     * plan's count (`quota_exceeded`), which the resource's owner runs in the transaction that
     * adds, under the quota lock (platform/db/transaction-lock.ts): the count and the insert then
     * hold together under parallel requests, and billing never reads the owner's table.
     */
    async assertCanAdd(organizationId: string, resource: CountedResource): Promise<QuotaCheck> {
      const state = await currentState(organizationId);
      const limits = isLive(state) && state.planId ? planById(state.planId).limits : {};
      const max = limits[`${resource}.add`] ?? limits[resource];
      if (max === undefined) {
        throw new AppError('feature_not_in_plan', RESOURCE_NAMES[resource].missing);
      }
      return (count) => {
        if (count >= max) throw new AppError('quota_exceeded', RESOURCE_NAMES[resource].limit);
      };
    },

    /** Whether a turn may be answered and metered, and how many tool calls are left, in one read. */
    async turnAllowance(organizationId: string): Promise<PlanAllowance> {
      const { state, usage } = await settledUsage(organizationId);
      const live = isLive(state) && state.planId !== null;
      const limits = live ? planById(state.planId!).limits : {};
      const prompts = limits['conversation.prompt'] ?? 0;
      const toolCalls = limits['tools.invocation'] ?? 0;
      return {
        answer: live && usage['conversation.prompt']! < prompts,
        toolCalls: Math.max(0, toolCalls - usage['tools.invocation']!),
        periodStart: live ? state.periodStart : null,
        rateLimits: publicApiLimits[live ? state.planId! : 'starter'],
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;

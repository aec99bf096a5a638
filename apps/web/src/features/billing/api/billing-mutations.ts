import type { BillingStatus, CheckoutInput } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/**
 * Refreshes everything the plan decides (status, features, quota, periods) and the dashboard,
 * whose setup suggestions follow the plan. Called once a change of plan has been taken.
 */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  return useCallback(
    () =>
      Promise.all(
        [queryKeys.billing(organizationId), queryKeys.dashboard(organizationId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [queryClient, organizationId],
  );
}

/**
 * POST /billing/checkout: the local provider starts or changes the plan at once (a cheaper plan
 * waits for the period's end) and answers the dashboard's URL; Stripe answers its Checkout page.
 * The caller refreshes (useRefreshBilling) when it is ready to show the outcome.
 */
export function useCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      api.post<{ url: string }>(apiPaths.billing.checkout, input),
  });
}

/** Cancels at the period's end, or takes a cancellation back (local provider only). */
export function useSubscriptionChange(action: 'cancel' | 'reactivate') {
  const refreshBilling = useRefreshBilling();
  return useMutation({
    mutationFn: () => api.post<BillingStatus>(apiPaths.billing[action]),
    onSuccess: () => refreshBilling(),
  });
}

import type { BillingStatus } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** The organization's plan, status, period, trial and scheduled change; 'none' before a plan. */
export function useBillingStatus() {
  return useOrganizationQuery<BillingStatus>(queryKeys.billingStatus, apiPaths.billing.status);
}

import type { QuotaItem } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** Usage against each of the plan's limits in the current period. */
export function useQuota() {
  return useOrganizationQuery<QuotaItem[]>(queryKeys.billingQuota, apiPaths.billing.quota);
}

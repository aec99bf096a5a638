import type { SubscriptionsResponse } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** The organization's billing periods, newest first. */
export function useSubscriptions() {
  return useOrganizationQuery<SubscriptionsResponse>(
    queryKeys.subscriptions,
    apiPaths.subscriptions,
  );
}

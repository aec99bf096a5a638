import type { PlansResponse } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** The plans on offer, and which provider takes the payment (local, or Stripe with its table). */
export function usePlans() {
  return useOrganizationQuery<PlansResponse>(queryKeys.plans, apiPaths.plans);
}

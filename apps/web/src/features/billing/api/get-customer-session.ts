import { apiPaths } from '@frontdesk/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/**
 * The client secret Stripe's pricing table needs to know the customer. Asked for only while
 * `isWanted` (the plan dialog is open with the Stripe provider), and never kept: a secret is
 * short-lived, so each opening asks afresh.
 */
export function useCustomerSession(isWanted: boolean) {
  const organizationId = useOrganizationId();
  return useQuery({
    queryKey: queryKeys.customerSession(organizationId),
    enabled: isWanted && organizationId !== undefined,
    gcTime: 0,
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<{ client_secret: string }>(apiPaths.billing.customerSession, undefined, signal),
  });
}

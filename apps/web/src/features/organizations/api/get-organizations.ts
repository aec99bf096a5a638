import type { OrganizationSummary } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

/** The organizations the signed-in user belongs to. */
export function useOrganizations() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.organizationsOf(user?.id),
    queryFn: ({ signal }) =>
      api.get<OrganizationSummary[]>(apiPaths.auth.organizations, undefined, signal),
  });
}

import type { OrganizationSummary } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const organizationsQueryRoot = ['organizations'] as const;

/** Keyed by user: after a sign-out and a sign-in as someone else, the old list is never shown. */
export const organizationsQueryKey = (userId: string | undefined) =>
  [...organizationsQueryRoot, userId ?? 'anonymous'] as const;

export function organizationsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: organizationsQueryKey(userId),
    queryFn: ({ signal }) =>
      api.get<OrganizationSummary[]>(apiPaths.auth.organizations, undefined, signal),
  });
}

/** The organizations the signed-in user belongs to. */
export function useOrganizations() {
  const { user } = useSession();
  return useQuery(organizationsQueryOptions(user?.id));
}

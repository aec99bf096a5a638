import type { OrganizationDetails, UpdateOrganizationDetailsInput } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Keyed by organization: details of one organization never show up under another. */
export const organizationDetailsQueryKey = (organizationId: string | undefined) =>
  ['organization-details', organizationId ?? 'none'] as const;

export function organizationDetailsQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: organizationDetailsQueryKey(organizationId),
    // The details are those of the session's organization: nothing to ask for without one.
    enabled: organizationId !== undefined,
    queryFn: ({ signal }) =>
      api.get<OrganizationDetails>(apiPaths.organizations.details, undefined, signal),
  });
}

export function useOrganizationDetails() {
  const { organization } = useSession();
  return useQuery(organizationDetailsQueryOptions(organization?.id));
}

/** Saves the details; the answer replaces the cached copy and the session's organization is
 * reloaded so the sidebar's switcher shows the new name and description. */
export function useUpdateOrganizationDetails() {
  const queryClient = useQueryClient();
  const { organization, reloadOrganization } = useSession();
  return useMutation({
    mutationFn: (input: UpdateOrganizationDetailsInput) =>
      api.patch<OrganizationDetails>(apiPaths.organizations.details, input),
    onSuccess: async (details) => {
      queryClient.setQueryData(organizationDetailsQueryKey(organization?.id), details);
      await reloadOrganization();
    },
  });
}

import type { OrganizationDetails, UpdateOrganizationDetailsInput } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

/** The details are those of the session's organization: nothing to ask for without one. */
export function useOrganizationDetails() {
  return useOrganizationQuery<OrganizationDetails>(
    queryKeys.organizationDetails,
    apiPaths.organizations.details,
  );
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
      queryClient.setQueryData(queryKeys.organizationDetails(organization?.id), details);
      await reloadOrganization();
    },
  });
}

import type { CreateOrganizationInput, Organization } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function createOrganization(input: CreateOrganizationInput) {
  return api.post<Organization>(apiPaths.organizations.create, input);
}

/** Creates an organization; the organizations list is refetched so it shows the new one. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizations }),
  });
}

import type { KnowledgeSource } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys, refreshAfterChange } from '@/lib/query-keys';

export function deleteKnowledgeSource(id: string) {
  return api.delete<void>(apiPaths.knowledgeSources.byId(id));
}

/** Deletes a source and its passages: it leaves the cached list at once, then the list refetches. */
export function useDeleteKnowledgeSource() {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  const queryKey = queryKeys.knowledgeSources(organizationId);
  return useMutation({
    mutationFn: deleteKnowledgeSource,
    onSuccess: (_, id) => {
      queryClient.setQueryData<KnowledgeSource[]>(queryKey, (sources) =>
        sources?.filter((source) => source.id !== id),
      );
      return refreshAfterChange(
        queryClient,
        organizationId,
        queryKey,
        queryKeys.billingQuota(organizationId),
      );
    },
  });
}

import type { KnowledgeSource } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

export function syncKnowledgeSource(id: string) {
  return api.post<KnowledgeSource>(apiPaths.knowledgeSources.sync(id));
}

/** 'Sync now': queues a sync, then the list (and the source's pages) refetch and poll. */
export function useSyncKnowledgeSource() {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: syncKnowledgeSource,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.knowledgeSources(organizationId) }),
  });
}

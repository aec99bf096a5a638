import type { KnowledgeGapCheck, KnowledgeGaps } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId, useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** The groups of questions the operator could not answer, most asked first. */
export function useKnowledgeGaps() {
  return useOrganizationQuery<KnowledgeGaps>(queryKeys.knowledgeGaps, apiPaths.knowledgeGaps.list);
}

/** After a change the list is read again: which groups remain is the server's call. */
function useGapsMutation<TResult>(send: (id: string) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.knowledgeGaps(organizationId) }),
  });
}

export const useDismissGap = () =>
  useGapsMutation((id: string) => api.post<void>(apiPaths.knowledgeGaps.dismiss(id)));

/** Asks the group's questions again on the current knowledge: how many get an answer now. */
export const useCheckGap = () =>
  useGapsMutation((id: string) => api.post<KnowledgeGapCheck>(apiPaths.knowledgeGaps.check(id)));

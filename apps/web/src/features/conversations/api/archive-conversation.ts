import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys, refreshAfterChange } from '@/lib/query-keys';

export function archiveConversation(id: string) {
  return api.patch<{ id: string; archived: boolean }>(apiPaths.conversations.archive(id));
}

/** Archives a conversation, then refreshes the lists and that conversation's own view. */
export function useArchiveConversation() {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: archiveConversation,
    onSuccess: (_result, id) =>
      refreshAfterChange(
        queryClient,
        organizationId,
        queryKeys.conversationLists(organizationId),
        queryKeys.conversation(organizationId, id),
      ),
  });
}

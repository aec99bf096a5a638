import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys, refreshAfterChange } from '@/lib/query-keys';

export function deleteConversation(id: string) {
  return api.delete<void>(apiPaths.conversations.byId(id));
}

/** Deletes a conversation: its cached view is dropped (a refetch would only answer 404). */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.conversation(organizationId, id) });
      return refreshAfterChange(
        queryClient,
        organizationId,
        queryKeys.conversationLists(organizationId),
      );
    },
  });
}

import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { conversationKeys } from './conversation-keys';

export function deleteConversation(id: string) {
  return api.delete<void>(apiPaths.conversations.byId(id));
}

/** Deletes a conversation: its cached view is dropped (a refetch would only answer 404). */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  const { organization } = useSession();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: conversationKeys.detail(organization?.id, id) });
      return queryClient.invalidateQueries({ queryKey: conversationKeys.lists(organization?.id) });
    },
  });
}

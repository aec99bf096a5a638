import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { conversationKeys } from './conversation-keys';

export function archiveConversation(id: string) {
  return api.patch<{ id: string; archived: boolean }>(apiPaths.conversations.archive(id));
}

/** Archives a conversation, then refreshes the lists and that conversation's own view. */
export function useArchiveConversation() {
  const queryClient = useQueryClient();
  const { organization } = useSession();
  return useMutation({
    mutationFn: archiveConversation,
    onSuccess: (_result, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.lists(organization?.id) }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.detail(organization?.id, id) }),
      ]),
  });
}

import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

type Action = 'claim' | 'resolve' | 'release';

const failures: Record<Action | 'reply' | 'note' | 'assign', string> = {
  claim: 'Could not take over the conversation. Please try again.',
  resolve: 'Could not resolve the conversation. Please try again.',
  release: 'Could not hand the conversation back. Please try again.',
  reply: 'Could not send the reply. Please try again.',
  note: 'Could not add the note. Please try again.',
  assign: 'Could not assign the conversation. Please try again.',
};

/**
 * A change to one conversation: afterwards its thread and the inbox's tabs are read again (the
 * live stream would bring the same, but the member who acted should not wait for it). A refusal
 * (409 already_assigned: a colleague was quicker) says the server's message in a toast.
 */
function useConversationChange<TInput>(
  kind: keyof typeof failures,
  send: (conversationId: string, input: TInput) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: ({ conversationId, input }: { conversationId: string; input: TInput }) =>
      send(conversationId, input),
    onError: (error) => toast.error(errorMessage(error, failures[kind])),
    onSettled: (_result, _error, { conversationId }) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKeys.conversation(organizationId, conversationId),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.inboxLists(organizationId) }),
      ]),
  });
}

/** Take over, resolve, hand back to the AI. */
export function useConversationAction(action: Action) {
  return useConversationChange<void>(action, (id) => api.post(apiPaths.conversations[action](id)));
}

export function useSendReply() {
  return useConversationChange<string>('reply', (id, text) =>
    api.post(apiPaths.conversations.replies(id), { text }),
  );
}

export function useAddNote() {
  return useConversationChange<string>('note', (id, text) =>
    api.post(apiPaths.conversations.notes(id), { text }),
  );
}

export function useAssignConversation() {
  return useConversationChange<string | null>('assign', (id, assigneeId) =>
    api.patch(apiPaths.conversations.byId(id), { assigneeId }),
  );
}

/** Tells the customer a member is writing (the server forwards it to their widget). */
export function sendTyping(conversationId: string) {
  return api.post(apiPaths.inbox.typing(conversationId)).catch(() => {
    // A lost "is typing" is harmless: the reply itself is what counts.
  });
}

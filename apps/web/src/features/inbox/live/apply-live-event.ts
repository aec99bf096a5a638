import type { ConversationDetail, InboxList, LiveEvent } from '@frontdesk/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { alertMember } from './browser-alerts';
import { customerStoppedTyping, customerTyped } from './typing-store';

interface LiveContext {
  queryClient: QueryClient;
  organizationId: string;
  /** The signed-in member, to tell their conversations from their colleagues'. */
  userId: string | undefined;
}

/** Who has a conversation, as far as this tab knows: its open thread, else a row of a tab. */
function assigneeOf({ queryClient, organizationId }: LiveContext, conversationId: string) {
  const detail = queryClient.getQueryData<ConversationDetail>(
    queryKeys.conversation(organizationId, conversationId),
  );
  if (detail) return detail.assigneeId ?? null;
  for (const [, list] of queryClient.getQueriesData<InboxList>({
    queryKey: queryKeys.inboxLists(organizationId),
  })) {
    const row = list?.results.find((conversation) => conversation.id === conversationId);
    if (row) return row.assigneeId;
  }
  return null;
}

function patchThread(
  { queryClient, organizationId }: LiveContext,
  conversationId: string,
  patch: (detail: ConversationDetail) => ConversationDetail,
) {
  const thread = queryKeys.conversation(organizationId, conversationId);
  queryClient.setQueryData<ConversationDetail>(thread, (detail) => detail && patch(detail));
  // A read of the thread already under way (the member's own reply reads it again) may have been
  // answered before what this event brings was stored: landing after the patch, it would undo
  // it. It is started anew, so the answer that lands holds what the event brought.
  if (queryClient.isFetching({ queryKey: thread, exact: true }) > 0) {
    void queryClient.invalidateQueries({ queryKey: thread, exact: true });
  }
}

/**
 * What one live event changes in this tab: the open thread is patched in place (no flash, no
 * refetch per message), the tabs are read again (their order, counts and last messages move),
 * and a member who looks elsewhere is alerted when they opted in.
 */
export function applyLiveEvent(context: LiveContext, event: LiveEvent) {
  const { queryClient, organizationId } = context;
  const refreshTabs = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.inboxLists(organizationId) });

  switch (event.type) {
    case 'message': {
      const { conversationId, message } = event;
      patchThread(context, conversationId, (detail) =>
        detail.messages.some((known) => known.id === message.id)
          ? detail
          : { ...detail, messages: [...detail.messages, { ...message, sources: [] }] },
      );
      void refreshTabs();
      if (message.sender === 'customer') {
        customerStoppedTyping(conversationId);
        if (context.userId && assigneeOf(context, conversationId) === context.userId) {
          alertMember('New message from a customer', message.content, conversationId);
        }
      }
      return;
    }
    case 'status': {
      const { conversationId, status, assigneeId } = event;
      patchThread(context, conversationId, (detail) => ({ ...detail, status, assigneeId }));
      // A change of state may bring what the event does not carry (the customer's rating, an
      // address left): the thread is read again, once per change of state, which is rare.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.conversation(organizationId, conversationId),
      });
      void refreshTabs();
      if (status === 'waiting') {
        alertMember('A customer is waiting', 'Someone asked to talk to a person.', conversationId);
      }
      return;
    }
    case 'typing':
      if (event.who === 'customer') customerTyped(event.conversationId);
      return;
    case 'resync':
      // Events may have been missed: everything the inbox and the threads show is read again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.inbox(organizationId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations(organizationId) });
      return;
  }
}

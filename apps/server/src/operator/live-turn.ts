import type { LiveEvents } from '../platform/live-events';
import type { ConversationRow, MessageRow } from './conversations/conversation-store';
import { liveMessageOf } from './conversations/live-message';

/**
 * Tells the team's inbox and the customer's open streams what a turn wrote, once it committed:
 * its messages, and the conversation's new status when the turn changed it (a handoff).
 */
export function publishTurn(
  events: LiveEvents | undefined,
  statusBefore: string,
  stored: { conversation: ConversationRow; messages: MessageRow[] },
): void {
  if (!events) return;
  const { conversation } = stored;
  for (const message of stored.messages) {
    events.publish(conversation.organizationId, {
      type: 'message',
      conversationId: conversation.id,
      message: liveMessageOf(message),
    });
  }
  if (conversation.status !== statusBefore) publishStatus(events, conversation, null);
}

/**
 * Tells what a committed change of the team's side wrote: its message (a notice, a reply, a
 * note), and the conversation's state when `assigneeName` is given (null: nobody, or unknown).
 */
export function publishChange(
  events: LiveEvents,
  change: { conversation: ConversationRow; message?: MessageRow },
  assigneeName?: string | null,
): void {
  const { conversation, message } = change;
  if (message) {
    events.publish(conversation.organizationId, {
      type: 'message',
      conversationId: conversation.id,
      message: liveMessageOf(message),
    });
  }
  if (assigneeName !== undefined) publishStatus(events, conversation, assigneeName);
}

/** The conversation's handoff state, with the assignee's name when the caller knows it. */
export function publishStatus(
  events: LiveEvents,
  conversation: ConversationRow,
  assigneeName: string | null,
): void {
  events.publish(conversation.organizationId, {
    type: 'status',
    conversationId: conversation.id,
    status: conversation.status as 'ai' | 'waiting' | 'human' | 'resolved',
    assigneeId: conversation.assigneeId,
    assigneeName,
  });
}

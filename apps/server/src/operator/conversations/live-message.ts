import type { LiveMessage, MessageSender } from '@frontdesk/contracts';
import type { MessageRow } from './conversation-store';

/** A stored message as live streams and the inbox show it (timestamps in epoch seconds). */
export function liveMessageOf(message: MessageRow): LiveMessage {
  return {
    id: message.id,
    role: message.role as LiveMessage['role'],
    sender: message.sender as MessageSender,
    senderName: message.senderName,
    content: message.content,
    timestamp: message.createdAt.getTime() / 1000,
  };
}

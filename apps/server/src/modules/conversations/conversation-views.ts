import type {
  conversationDetailSchema,
  publicConversationResponseSchema,
} from '@frontdesk/contracts';
import type { z } from 'zod';
import type { ConversationDetail } from '../../operator/conversations/conversation-store';
import type { TurnResult } from '../../operator/turn';

/**
 * The documented public shape: timestamps in epoch milliseconds, as the spec's examples show; the
 * conversation's latest page of messages, and whether older ones exist.
 */
export function toPublicConversation(
  turn: Pick<TurnResult, 'conversation' | 'messages' | 'hasMore'>,
): z.infer<typeof publicConversationResponseSchema> {
  return {
    conversationId: turn.conversation.id,
    messages: turn.messages.map((m) => ({
      role: m.role as 'user' | 'assistant',
      content: m.content,
      timestamp: m.createdAt.getTime(),
    })),
    messagesCount: turn.conversation.messagesCount,
    hasMore: turn.hasMore,
    created_at: turn.conversation.createdAt.toISOString(),
    updated_at: turn.conversation.updatedAt.toISOString(),
  };
}

/**
 * The dashboard's review: timestamps in epoch seconds, as the spec says, with each answer's
 * sources and the tool calls made for it.
 */
export function toConversationDetail({
  conversation,
  messages,
  toolCalls,
}: ConversationDetail): z.infer<typeof conversationDetailSchema> {
  return {
    id: conversation.id,
    archived: conversation.archived,
    channel: conversation.channel,
    visitor: conversation.visitorId
      ? {
          id: conversation.visitorId,
          name: conversation.visitorName,
          email: conversation.visitorEmail,
        }
      : null,
    created_at: conversation.createdAt.toISOString(),
    updated_at: conversation.updatedAt.toISOString(),
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role as 'user' | 'assistant',
      content: m.content,
      timestamp: Math.floor(m.createdAt.getTime() / 1000),
      sources: m.sources.map((s) => ({ contentId: s.contentId, text: s.text })),
      toolCalls: toolCalls.get(m.id) ?? [],
    })),
  };
}

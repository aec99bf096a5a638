import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { conversations, type MessageSource, messages } from '../platform/db/schema';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export async function createConversation(
  db: Database,
  organizationId: string,
  values: { channel: 'api' | 'playground'; apiKeyId?: string },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({ organizationId, channel: values.channel, apiKeyId: values.apiKeyId })
    .returning();
  return row!;
}

/** The conversation if it belongs to the organization: another tenant's id finds nothing. */
export async function findConversation(
  db: Database,
  organizationId: string,
  conversationId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)),
    )
    .limit(1);
  return row;
}

export async function listMessages(
  db: Database,
  organizationId: string,
  conversationId: string,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(eq(messages.organizationId, organizationId), eq(messages.conversationId, conversationId)),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** Appends a message and moves the conversation's updated_at and count along with it. */
export async function appendMessage(
  db: Database,
  organizationId: string,
  conversationId: string,
  message: { role: 'user' | 'assistant'; content: string; sources?: MessageSource[] },
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ organizationId, conversationId, ...message, sources: message.sources ?? [] })
      .returning();
    await tx
      .update(conversations)
      .set({ updatedAt: row!.createdAt, messagesCount: sql`${conversations.messagesCount} + 1` })
      .where(
        and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)),
      );
    return row!;
  });
}

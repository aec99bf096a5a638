import type { MessageToolCall, ToolInvocationStatus } from '@frontdesk/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { toolInvocations } from '../../platform/db/schema';

/** One tool call of a turn, held until the assistant message it belongs to is stored. */
export interface ToolInvocation {
  toolId: string;
  name: string;
  arguments: Record<string, unknown>;
  status: ToolInvocationStatus;
  httpStatus?: number;
  durationMs: number;
  /** When the call started: orders a turn's calls, which are stored together afterwards. */
  startedAt: Date;
}

/** The conversation's tool calls grouped by the message they served, in the order they were made. */
export async function listToolCallsByMessage(
  db: Database,
  organizationId: string,
  conversationId: string,
): Promise<Map<string, MessageToolCall[]>> {
  const rows = await db
    .select()
    .from(toolInvocations)
    .where(
      and(
        eq(toolInvocations.organizationId, organizationId),
        eq(toolInvocations.conversationId, conversationId),
      ),
    )
    .orderBy(asc(toolInvocations.createdAt), asc(toolInvocations.id));
  const byMessage = new Map<string, MessageToolCall[]>();
  for (const row of rows) {
    const calls = byMessage.get(row.messageId) ?? [];
    calls.push({
      name: row.name,
      arguments: row.arguments,
      status: row.status as ToolInvocationStatus,
      durationMs: row.durationMs,
    });
    byMessage.set(row.messageId, calls);
  }
  return byMessage;
}

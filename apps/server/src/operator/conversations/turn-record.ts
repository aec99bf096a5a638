import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/client';
import { executePrepared } from '../../platform/db/prepared';
import type { MessageSource } from '../../platform/db/schema';
import type { ConversationRow, MessageRow } from './conversation-store';
import type { ToolInvocation } from './tool-call-store';

/** What one answered turn leaves behind. */
export interface TurnRecord {
  organizationId: string;
  conversationId: string;
  /** The conversation this turn starts (from `startConversation`): inserted with its messages. */
  starts?: ConversationRow;
  question: { content: string; askedAt: Date };
  answer: { content: string; sources: MessageSource[]; answeredAt: Date };
  toolCalls: ToolInvocation[];
  /** False when the turn was not answered for (no plan, no prompts left): nothing is counted. */
  metered: boolean;
}

/**
 * Writes a turn in one statement (data-modifying CTEs): both messages, the conversation (inserted
 * when the turn starts it, else its count and time updated), the tool calls with the answer's id,
 * and the metered usage. One statement is atomic without a transaction and costs one round trip;
 * a turn is either stored whole or not at all (a new conversation too: none is left empty).
 * Both timestamps come from the turn, so the question always sorts before its answer.
 */
export async function recordTurn(
  db: Database,
  turn: TurnRecord,
): Promise<{ conversation: ConversationRow; messages: MessageRow[] }> {
  const { organizationId: org, conversationId: id, question, answer, starts } = turn;
  const isNew = starts !== undefined;
  const answeredAt = new Date(
    Math.max(answer.answeredAt.getTime(), question.askedAt.getTime() + 1),
  );
  const toolCalls = turn.toolCalls.map((call) => ({
    tool_id: call.toolId,
    name: call.name,
    arguments: call.arguments,
    status: call.status,
    http_status: call.httpStatus ?? null,
    duration_ms: call.durationMs,
    created_at: call.startedAt.toISOString(),
  }));
  // Prepared: the same text every turn, planned once per connection (decision 018).
  const result = await executePrepared(
    db,
    'frontdesk_record_turn',
    sql`
    WITH new_messages AS (
      INSERT INTO messages (organization_id, conversation_id, role, content, sources, created_at)
      VALUES
        (${org}, ${id}, 'user', ${question.content}, '[]'::jsonb, ${question.askedAt.toISOString()}::timestamptz),
        (${org}, ${id}, 'assistant', ${answer.content}, ${JSON.stringify(answer.sources)}::jsonb, ${answeredAt.toISOString()}::timestamptz)
      RETURNING id, conversation_id, role, content, sources, created_at
    ), started AS (
      INSERT INTO conversations (id, organization_id, channel, api_key_id, visitor_id,
        visitor_name, visitor_email, messages_count, created_at, updated_at)
      SELECT ${id}::uuid, ${org}::uuid, ${starts?.channel ?? null}::text, ${starts?.apiKeyId ?? null}::uuid,
        ${starts?.visitorId ?? null}::text, ${starts?.visitorName ?? null}::text,
        ${starts?.visitorEmail ?? null}::text, 2, ${question.askedAt.toISOString()}::timestamptz,
        ${answeredAt.toISOString()}::timestamptz
      WHERE ${isNew}::boolean
      RETURNING *
    ), touched AS (
      UPDATE conversations
      SET messages_count = messages_count + 2, updated_at = ${answeredAt.toISOString()}::timestamptz
      WHERE organization_id = ${org} AND id = ${id} AND NOT ${isNew}::boolean
      RETURNING *
    ), calls AS (
      INSERT INTO tool_invocations (organization_id, conversation_id, message_id, tool_id, name,
        arguments, status, http_status, duration_ms, created_at)
      SELECT ${org}, ${id}, m.id, c.tool_id, c.name, c.arguments, c.status, c.http_status,
        c.duration_ms, c.created_at
      FROM new_messages m,
        jsonb_to_recordset(${JSON.stringify(toolCalls)}::jsonb) AS c(tool_id uuid, name text,
          arguments jsonb, status text, http_status integer, duration_ms integer, created_at timestamptz)
      WHERE m.role = 'assistant'
    ), usage AS (
      INSERT INTO usage_events (organization_id, feature, quantity)
      SELECT ${org}, u.feature, u.quantity
      FROM (VALUES ('conversation.prompt', ${turn.metered ? 1 : 0}::integer),
        ('tools.invocation', ${toolCalls.length}::integer)) AS u(feature, quantity)
      WHERE u.quantity > 0
    )
    SELECT t.api_key_id, t.channel, t.archived, t.messages_count,
      t.visitor_id, t.visitor_name, t.visitor_email,
      t.created_at AS conversation_created_at, t.updated_at AS conversation_updated_at,
      m.id AS message_id, m.role, m.content, m.sources, m.created_at AS message_created_at
    FROM (SELECT * FROM started UNION ALL SELECT * FROM touched) t CROSS JOIN new_messages m
    ORDER BY m.created_at`,
  );
  const rows = rowsOf(result);
  if (rows.length !== 2) throw new Error('the conversation of the turn no longer exists');
  const first = rows[0]!;
  return {
    conversation: {
      id,
      organizationId: org,
      apiKeyId: (first.api_key_id as string | null) ?? null,
      channel: String(first.channel),
      archived: Boolean(first.archived),
      messagesCount: Number(first.messages_count),
      visitorId: (first.visitor_id as string | null) ?? null,
      visitorName: (first.visitor_name as string | null) ?? null,
      visitorEmail: (first.visitor_email as string | null) ?? null,
      createdAt: asDate(first.conversation_created_at),
      updatedAt: asDate(first.conversation_updated_at),
    },
    messages: rows.map((row) => ({
      id: String(row.message_id),
      organizationId: org,
      conversationId: id,
      role: String(row.role),
      content: String(row.content),
      sources: parseJson(row.sources) as MessageSource[],
      createdAt: asDate(row.message_created_at),
    })),
  };
}

/** Raw statements skip drizzle's column mapping: each driver answers dates and JSON its own way. */
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const parseJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

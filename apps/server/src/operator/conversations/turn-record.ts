import { CONVERSATION_MAX_MESSAGES } from '@frontdesk/contracts';
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
  /** The billing period the turn's usage counts in (billing's allowance names it). */
  usagePeriodStart: Date | null;
}

/**
 * Writes a turn in one statement (data-modifying CTEs): the conversation (inserted when the turn
 * starts it, else its count and time updated, only while it has room for two more messages), then
 * both messages, the tool calls with the answer's id, and the metered usage, each only once the
 * conversation row was written. One statement is atomic without a transaction and costs one round
 * trip; a turn is either stored whole or not at all (a new conversation too: none is left empty).
 * The conversation's row lock orders parallel turns of one conversation, so its bound holds.
 * Both timestamps come from the turn, so the question always sorts before its answer.
 * Answers undefined when nothing was written: the conversation is full or gone.
 */
export async function recordTurn(
  db: Database,
  turn: TurnRecord,
): Promise<{ conversation: ConversationRow; messages: MessageRow[] } | undefined> {
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
  const usage = [
    { feature: 'conversation.prompt', quantity: 1 },
    { feature: 'tools.invocation', quantity: toolCalls.length },
  ].filter((u) => u.quantity > 0);
  // Prepared: the same text every turn, planned once per connection (decision 018).
  const result = await executePrepared(
    db,
    'frontdesk_record_turn',
    sql`
    WITH started AS (
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
        AND messages_count + 2 <= ${CONVERSATION_MAX_MESSAGES}::integer
      RETURNING *
    ), written AS (
      SELECT * FROM started UNION ALL SELECT * FROM touched
    ), new_messages AS (
      INSERT INTO messages (organization_id, conversation_id, role, content, sources, created_at)
      SELECT w.organization_id, w.id, m.role, m.content, m.sources, m.created_at
      FROM written w, (VALUES
        ('user', ${question.content}::text, '[]'::jsonb, ${question.askedAt.toISOString()}::timestamptz),
        ('assistant', ${answer.content}::text, ${JSON.stringify(answer.sources)}::jsonb, ${answeredAt.toISOString()}::timestamptz)
      ) AS m(role, content, sources, created_at)
      RETURNING id, conversation_id, role, content, sources, created_at
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
      SELECT u.feature, u.quantity
      FROM written, jsonb_to_recordset(${JSON.stringify(usage)}::jsonb) AS u(feature text, quantity integer)
    ), events AS (
      INSERT INTO usage_events (organization_id, feature, quantity)
      SELECT ${org}, feature, quantity FROM usage
    ), counters AS (
      INSERT INTO usage_counters (organization_id, feature, period_start, quantity)
      SELECT ${org}, feature, ${turn.usagePeriodStart?.toISOString() ?? null}::timestamptz, quantity
      FROM usage WHERE ${turn.usagePeriodStart?.toISOString() ?? null}::timestamptz IS NOT NULL
      ON CONFLICT (organization_id, feature, period_start)
      DO UPDATE SET quantity = usage_counters.quantity + excluded.quantity
    )
    SELECT t.api_key_id, t.channel, t.archived, t.messages_count,
      t.visitor_id, t.visitor_name, t.visitor_email,
      t.created_at AS conversation_created_at, t.updated_at AS conversation_updated_at,
      m.id AS message_id, m.role, m.content, m.sources, m.created_at AS message_created_at
    FROM written t CROSS JOIN new_messages m
    ORDER BY m.created_at`,
  );
  const rows = rowsOf(result);
  if (rows.length === 0) return undefined;
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

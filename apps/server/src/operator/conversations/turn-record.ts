import type { ConversationStatus, MessageOutcome } from '@frontdesk/contracts';
import { CONVERSATION_MAX_MESSAGES } from '@frontdesk/contracts';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/client';
import { executePrepared } from '../../platform/db/prepared';
import type { MessageSource } from '../../platform/db/schema';
import type { ConversationRow, MessageRow } from './conversation-store';
import { conversationFromJson, messageFromJson } from './raw-rows';
import type { ToolInvocation } from './tool-call-store';

/** Who answers the conversation after a turn, and what the turn changes of its handoff state. */
export interface TurnStatusChange {
  /** The status the turn was decided on: if another writer changed it meanwhile, nothing is written. */
  expected: ConversationStatus;
  next: ConversationStatus;
  noAnswerStreak: number;
  /** An email address the customer left while waiting for the team. */
  contactEmail?: string;
  /** The customer said an answer solved it ("thanks, that worked"): a confirmed resolution. */
  confirms?: boolean;
}

/** What one turn leaves behind: the customer's message, and the reply when one is given. */
export interface TurnRecord {
  organizationId: string;
  conversationId: string;
  /** The conversation this turn starts (from `startConversation`): inserted with its messages. */
  starts?: ConversationRow;
  question: { content: string; askedAt: Date };
  /**
   * The reply: the operator's answer (`ai`, metered) or a notice (`system`: a handoff, the team
   * away). None while a person has the conversation: the customer's message waits for them.
   */
  answer?: {
    content: string;
    sources: MessageSource[];
    answeredAt: Date;
    sender: 'ai' | 'system';
    /** What the reply did (decision 025); none for a notice that is not a handoff. */
    outcome: MessageOutcome | null;
  };
  toolCalls: ToolInvocation[];
  status: TurnStatusChange;
  /** The conversation's language after this turn, and what decided it (decision 027). */
  language: { code: string; source: string };
  /** The billing period the turn's usage counts in (billing's allowance names it). */
  usagePeriodStart: Date | null;
}

/**
 * Writes a turn in one statement (data-modifying CTEs): the conversation (inserted when the turn
 * starts it, else its count, time and handoff state updated, only while it has room for the
 * turn's messages and still has the status the turn was decided on), then the messages, the tool
 * calls with the answer's id, and the metered usage, each only once the conversation row was
 * written. One statement is atomic without a transaction and costs one round trip; a turn is
 * either stored whole or not at all (a new conversation too: none is left empty). The
 * conversation's row lock orders parallel turns and the team's claims (decision 024), so neither
 * its bound nor its single writer can be raced past. Both timestamps come from the turn, so the
 * question always sorts before its answer.
 * Answers undefined when nothing was written: the conversation is full, gone, or changed hands.
 */
export async function recordTurn(
  db: Database,
  turn: TurnRecord,
): Promise<{ conversation: ConversationRow; messages: MessageRow[] } | undefined> {
  const { organizationId: org, conversationId: id, question, answer, starts, status } = turn;
  const isNew = starts !== undefined;
  const added = answer ? 2 : 1;
  const answeredAt = new Date(
    Math.max(answer?.answeredAt.getTime() ?? 0, question.askedAt.getTime() + 1),
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
  // Prompts count only the operator's answers; a notice or a message kept for the team is free.
  const usage = [
    { feature: 'conversation.prompt', quantity: answer?.sender === 'ai' ? 1 : 0 },
    { feature: 'tools.invocation', quantity: toolCalls.length },
  ].filter((u) => u.quantity > 0);
  const askedAt = question.askedAt.toISOString();
  // Prepared: the same text every turn, planned once per connection (decision 018).
  const result = await executePrepared(
    db,
    'frontdesk_record_turn',
    sql`
    WITH started AS (
      INSERT INTO conversations (id, organization_id, channel, api_key_id, visitor_id,
        visitor_name, visitor_email, messages_count, status, no_answer_streak, waiting_since,
        contact_email, handed_off_at, confirmed_at, language, language_source, created_at, updated_at)
      SELECT ${id}::uuid, ${org}::uuid, ${starts?.channel ?? null}::text, ${starts?.apiKeyId ?? null}::uuid,
        ${starts?.visitorId ?? null}::text, ${starts?.visitorName ?? null}::text,
        ${starts?.visitorEmail ?? null}::text, ${added}::integer, ${status.next}::text,
        ${status.noAnswerStreak}::integer,
        CASE WHEN ${status.next}::text = 'waiting' THEN ${askedAt}::timestamptz END,
        ${status.contactEmail ?? null}::text,
        CASE WHEN ${status.next}::text = 'waiting' THEN ${askedAt}::timestamptz END,
        CASE WHEN ${status.confirms ?? false}::boolean THEN ${askedAt}::timestamptz END,
        ${turn.language.code}::text, ${turn.language.source}::text,
        ${askedAt}::timestamptz, ${answeredAt.toISOString()}::timestamptz
      WHERE ${isNew}::boolean
      RETURNING *
    ), touched AS (
      UPDATE conversations
      SET messages_count = messages_count + ${added}::integer,
        updated_at = ${answeredAt.toISOString()}::timestamptz,
        status = ${status.next}::text,
        no_answer_streak = ${status.noAnswerStreak}::integer,
        waiting_since = CASE WHEN ${status.next}::text <> 'waiting' THEN NULL
          WHEN status = 'waiting' THEN waiting_since ELSE ${askedAt}::timestamptz END,
        waiting_notified_at = CASE WHEN ${status.next}::text = 'waiting' AND status = 'waiting'
          THEN waiting_notified_at END,
        assignee_id = CASE WHEN ${status.next}::text = 'human' THEN assignee_id END,
        contact_email = coalesce(${status.contactEmail ?? null}::text, contact_email),
        handed_off_at = coalesce(handed_off_at,
          CASE WHEN ${status.next}::text = 'waiting' THEN ${askedAt}::timestamptz END),
        confirmed_at = coalesce(confirmed_at,
          CASE WHEN ${status.confirms ?? false}::boolean THEN ${askedAt}::timestamptz END),
        language = ${turn.language.code}::text,
        language_source = ${turn.language.source}::text
      WHERE organization_id = ${org} AND id = ${id} AND NOT ${isNew}::boolean
        AND status = ${status.expected}::text
        AND messages_count + ${added}::integer <= ${CONVERSATION_MAX_MESSAGES}::integer
      RETURNING *
    ), written AS (
      SELECT * FROM started UNION ALL SELECT * FROM touched
    ), new_messages AS (
      INSERT INTO messages (organization_id, conversation_id, role, sender, outcome, content,
        sources, created_at)
      SELECT w.organization_id, w.id, m.role, m.sender, m.outcome, m.content, m.sources, m.created_at
      FROM written w, (VALUES
        ('user', 'customer', NULL::text, ${question.content}::text, '[]'::jsonb,
          ${askedAt}::timestamptz),
        ('assistant', ${answer?.sender ?? 'ai'}::text, ${answer?.outcome ?? null}::text,
          ${answer?.content ?? ''}::text, ${JSON.stringify(answer?.sources ?? [])}::jsonb,
          ${answeredAt.toISOString()}::timestamptz)
      ) AS m(role, sender, outcome, content, sources, created_at)
      WHERE m.role = 'user' OR ${answer !== undefined}::boolean
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
    SELECT to_jsonb(t) AS conversation, to_jsonb(m) AS message
    FROM written t CROSS JOIN new_messages m
    ORDER BY m.created_at`,
  );
  const rows = rowsOf(result);
  if (rows.length === 0) return undefined;
  return {
    conversation: conversationFromJson(rows[0]!.conversation),
    messages: rows.map((row) => messageFromJson(row.message)),
  };
}

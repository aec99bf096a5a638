import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/client';
import { asksForPerson } from '../handoff/triggers';

/** How far back unanswered questions are looked for, and how many of the latest are read. */
export const UNANSWERED_DAYS = 90;
export const UNANSWERED_LIMIT = 2_000;
/**
 * Conversations read at most to find them: the latest, whatever the traffic. A customer asks a
 * handful of questions a conversation, so this covers the question limit many times over.
 */
const CONVERSATIONS_READ = 5_000;

/** A customer's question the operator could not answer (issue 25). */
export interface UnansweredQuestion {
  text: string;
  conversationId: string;
  askedAt: Date;
  /** What a team member first replied after it, in a conversation handed to the team. */
  staffReply?: string;
  /**
   * The operator's reply the customer marked 'Not helpful': asked again, the same reply is no
   * answer either.
   */
  dislikedReply?: string;
}

/**
 * The customers' questions (public channel) whose reply had no answer, was marked 'Not helpful',
 * or handed the conversation to a person; and, whatever the reply, the last question before the
 * conversation was handed off (a customer may ask for a person from the widget's button). Read
 * from the latest conversations through the (conversation, time) index of messages, never by
 * scanning the organization's history.
 */
export function createUnansweredReads(db: Database) {
  return {
    async list(organizationId: string): Promise<UnansweredQuestion[]> {
      const since = sql`now() - make_interval(days => ${UNANSWERED_DAYS}::integer)`;
      const rows = rowsOf(
        await db.execute(sql`
        WITH recent AS (
          SELECT c.id, c.handed_off_at FROM conversations c
          WHERE c.organization_id = ${organizationId}::uuid AND c.channel = 'api'
            AND c.updated_at >= ${since}
          ORDER BY c.updated_at DESC LIMIT ${CONVERSATIONS_READ}::integer
        ), asked AS (
          SELECT m.conversation_id, m.content, m.created_at, r.handed_off_at,
            reply.outcome, reply.feedback, reply.content AS reply_content,
            r.handed_off_at IS NOT NULL AND m.created_at <= r.handed_off_at AND NOT EXISTS (
              SELECT 1 FROM messages later
              WHERE later.organization_id = m.organization_id
                AND later.conversation_id = m.conversation_id AND later.sender = 'customer'
                AND later.created_at > m.created_at AND later.created_at <= r.handed_off_at
            ) AS before_handoff
          FROM recent r
          JOIN messages m ON m.organization_id = ${organizationId}::uuid AND m.conversation_id = r.id
          LEFT JOIN LATERAL (
            SELECT n.outcome, n.feedback, n.content FROM messages n
            WHERE n.organization_id = m.organization_id AND n.conversation_id = m.conversation_id
              AND n.role <> 'note' AND n.created_at > m.created_at
            ORDER BY n.created_at, n.id LIMIT 1
          ) reply ON true
          WHERE m.sender = 'customer' AND m.created_at >= ${since}
        )
        SELECT a.conversation_id, a.content, a.created_at, staff.content AS staff_reply,
          CASE WHEN a.feedback = 'down' THEN a.reply_content END AS disliked_reply
        FROM asked a
        LEFT JOIN LATERAL (
          SELECT s.content FROM messages s
          WHERE a.handed_off_at IS NOT NULL AND s.organization_id = ${organizationId}::uuid
            AND s.conversation_id = a.conversation_id AND s.sender = 'staff'
            AND s.created_at > a.created_at
          ORDER BY s.created_at, s.id LIMIT 1
        ) staff ON true
        WHERE a.outcome IN ('no_answer', 'handed_off') OR a.feedback = 'down' OR a.before_handoff
        ORDER BY a.created_at DESC
        LIMIT ${UNANSWERED_LIMIT}::integer`),
      );
      return (
        rows
          .map((row) => ({
            text: String(row.content),
            conversationId: String(row.conversation_id),
            askedAt: new Date(String(row.created_at)),
            ...(row.staff_reply != null ? { staffReply: String(row.staff_reply) } : {}),
            ...(row.disliked_reply != null ? { dislikedReply: String(row.disliked_reply) } : {}),
          }))
          // "Can I talk to a person?" is how a handoff starts, not a question knowledge answers:
          // the question before it had its own reply, and is here if that reply fell short.
          .filter((question) => !asksForPerson(question.text))
      );
    },
  };
}

export type UnansweredReads = ReturnType<typeof createUnansweredReads>;

import { CONVERSATION_MAX_MESSAGES } from '@frontdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/client';
import type { ConversationRow, MessageRow } from './conversation-store';
import { conversationFromJson, messageFromJson } from './raw-rows';

/**
 * Room the team keeps beyond a conversation's bound (CONVERSATION_MAX_MESSAGES, which customers'
 * turns stop at): a full conversation can still be taken over, answered, resolved and noted.
 * What only members write stays bounded too.
 */
export const TEAM_RESERVE_MESSAGES = 20;

/** A message the team's side adds: a member's reply or note, or a notice in the thread. */
export interface AddedMessage {
  role: 'assistant' | 'note';
  sender: 'staff' | 'system' | 'note';
  content: string;
  senderUserId?: string;
  senderName?: string;
}

export interface ConversationChange {
  conversation: ConversationRow;
  /** The message the change added, when it added one. */
  message?: MessageRow;
}

/**
 * Changes a conversation's row and adds at most one message, in one statement, only where
 * `allowed` holds and the conversation has room. The UPDATE takes the row's lock and, when another
 * writer changed the row meanwhile, checks `allowed` again on what that writer left (PostgreSQL's
 * READ COMMITTED re-check): of two members taking the same conversation, the second finds it
 * taken. The customer's turn writes under the same lock (`recordTurn`), so one writer holds.
 * The message is dated when the row's lock was taken (`clock_timestamp()`, not `now()`, the
 * statement's start): a change that waited for a turn's write sorts after what that turn wrote.
 * Undefined when nothing changed: the caller reads the row to say why.
 */
async function changeConversation(
  db: Database,
  target: { organizationId: string; id: string },
  change: { set: SQL; allowed: SQL; message?: AddedMessage },
): Promise<ConversationChange | undefined> {
  const { organizationId: org, id } = target;
  const { message } = change;
  const added = message ? 1 : 0;
  const result = await db.execute(sql`
    WITH changed AS (
      UPDATE conversations
      SET ${change.set}, messages_count = messages_count + ${added}::integer,
        updated_at = clock_timestamp()
      WHERE organization_id = ${org} AND id = ${id} AND (${change.allowed})
        AND messages_count + ${added}::integer
          <= ${CONVERSATION_MAX_MESSAGES + TEAM_RESERVE_MESSAGES}::integer
      RETURNING *
    ), added AS (
      INSERT INTO messages (organization_id, conversation_id, role, sender, sender_user_id,
        sender_name, content, sources, created_at)
      SELECT c.organization_id, c.id, ${message?.role ?? 'note'}::text,
        ${message?.sender ?? 'note'}::text, ${message?.senderUserId ?? null}::uuid,
        ${message?.senderName ?? null}::text, ${message?.content ?? ''}::text, '[]'::jsonb,
        c.updated_at
      FROM changed c WHERE ${added === 1}::boolean
      RETURNING *
    )
    SELECT to_jsonb(c) AS conversation, (SELECT to_jsonb(a) FROM added a) AS message
    FROM changed c`);
  const [row] = rowsOf(result);
  if (!row) return undefined;
  return {
    conversation: conversationFromJson(row.conversation),
    message: row.message ? messageFromJson(row.message) : undefined,
  };
}

/** Who acts on a conversation from the inbox. */
export interface Member {
  userId: string;
  name: string;
}

/**
 * The team's side of a conversation's handoff (decision 024). Every change is conditional on the
 * row as it is when the change runs, never on what a caller read before.
 */
export function createHandoffStore(db: Database) {
  const at = (organizationId: string, id: string) => ({ organizationId, id });

  return {
    /** The member takes the conversation (from the operator, the queue, or a resolved state). */
    claim: (organizationId: string, id: string, member: Member, notice: string) =>
      changeConversation(db, at(organizationId, id), {
        set: sql`status = 'human', assignee_id = ${member.userId}::uuid, waiting_since = NULL,
          no_answer_streak = 0, handed_off_at = coalesce(handed_off_at, now())`,
        allowed: sql`status <> 'human' OR assignee_id IS NULL`,
        message: { role: 'assistant', sender: 'system', content: notice },
      }),

    /** Gives the conversation to another member (or to the queue with `null`). */
    assign: (organizationId: string, id: string, assignee: Member | null, notice?: string) =>
      changeConversation(db, at(organizationId, id), {
        set: assignee
          ? sql`status = 'human', assignee_id = ${assignee.userId}::uuid, waiting_since = NULL`
          : sql`status = 'waiting', assignee_id = NULL, waiting_since = now(),
              waiting_notified_at = NULL, handed_off_at = coalesce(handed_off_at, now())`,
        allowed: assignee
          ? sql`assignee_id IS DISTINCT FROM ${assignee.userId}::uuid OR status <> 'human'`
          : sql`status = 'human'`,
        message: notice ? { role: 'assistant', sender: 'system', content: notice } : undefined,
      }),

    /** Back to the operator: the member who has it, or anyone while nobody has taken it. */
    release: (organizationId: string, id: string, userId: string, notice: string) =>
      changeConversation(db, at(organizationId, id), {
        set: sql`status = 'ai', assignee_id = NULL, waiting_since = NULL, no_answer_streak = 0`,
        allowed: sql`status = 'waiting' OR (status = 'human' AND assignee_id = ${userId}::uuid)`,
        message: { role: 'assistant', sender: 'system', content: notice },
      }),

    /** Done: nobody answers until the customer writes again. */
    resolve: (organizationId: string, id: string, userId: string, notice: string) =>
      changeConversation(db, at(organizationId, id), {
        set: sql`status = 'resolved', waiting_since = NULL, no_answer_streak = 0,
          assignee_id = coalesce(assignee_id, ${userId}::uuid)`,
        allowed: sql`status <> 'resolved' AND (status <> 'human' OR assignee_id = ${userId}::uuid)`,
        message: { role: 'assistant', sender: 'system', content: notice },
      }),

    /** A member's reply: only by the member who has the conversation. */
    reply: (organizationId: string, id: string, member: Member, text: string) =>
      changeConversation(db, at(organizationId, id), {
        set: sql`status = status`,
        allowed: sql`status = 'human' AND assignee_id = ${member.userId}::uuid`,
        message: {
          role: 'assistant',
          sender: 'staff',
          content: text,
          senderUserId: member.userId,
          senderName: member.name,
        },
      }),

    /** An internal note: any member who may reply; the customer never sees it. */
    note: (organizationId: string, id: string, member: Member, text: string) =>
      changeConversation(db, at(organizationId, id), {
        set: sql`status = status`,
        allowed: sql`true`,
        message: {
          role: 'note',
          sender: 'note',
          content: text,
          senderUserId: member.userId,
          senderName: member.name,
        },
      }),

    /** The customer asks for a person (the widget's button or the public call). */
    requestPerson: (organizationId: string, id: string, notice: string) =>
      changeConversation(db, at(organizationId, id), {
        set: sql`status = 'waiting', assignee_id = NULL, waiting_since = now(),
          waiting_notified_at = NULL, handed_off_at = coalesce(handed_off_at, now())`,
        allowed: sql`status IN ('ai', 'resolved')`,
        message: { role: 'assistant', sender: 'system', content: notice },
      }),

    /** The customer's rating once the conversation was resolved (changeable). */
    rate: (organizationId: string, id: string, rating: number, comment: string | null) =>
      changeConversation(db, at(organizationId, id), {
        set: sql`rating = ${rating}::integer, rating_comment = ${comment}::text`,
        allowed: sql`status = 'resolved'`,
      }),

    /** An address the customer leaves to be answered at. */
    leaveContact: (organizationId: string, id: string, email: string, notice: string) =>
      changeConversation(db, at(organizationId, id), {
        set: sql`contact_email = ${email}::text`,
        allowed: sql`true`,
        message: { role: 'assistant', sender: 'system', content: notice },
      }),

    /** Conversations waiting unclaimed since before `before`, not yet mailed about: marked now. */
    async markWaitingNotified(organizationId: string, id: string, before: Date): Promise<boolean> {
      // Checked again here, not only when listed: a conversation claimed and put back in the
      // queue meanwhile has waited less than the delay, and is mailed about later, once.
      const result = await db.execute(sql`
        UPDATE conversations SET waiting_notified_at = now()
        WHERE organization_id = ${organizationId} AND id = ${id} AND status = 'waiting'
          AND waiting_notified_at IS NULL AND waiting_since < ${before.toISOString()}::timestamptz
        RETURNING id`);
      return rowsOf(result).length > 0;
    },

    /**
     * Conversations of every organization waiting unclaimed since before `before` that nobody was
     * mailed about yet, oldest first: the notification sweep's work (it runs outside any tenant).
     * At most `limit`, so one sweep stays one bounded statement; the next sweep takes the rest.
     */
    async listWaitingToNotify(
      before: Date,
      limit: number,
    ): Promise<{ organizationId: string; id: string }[]> {
      const result = await db.execute(sql`
        SELECT organization_id, id FROM conversations
        WHERE status = 'waiting' AND waiting_notified_at IS NULL
          AND waiting_since < ${before.toISOString()}::timestamptz
        ORDER BY waiting_since
        LIMIT ${limit}::integer`);
      return rowsOf(result).map((row) => ({
        organizationId: String(row.organization_id),
        id: String(row.id),
      }));
    },
  };
}

export type HandoffStore = ReturnType<typeof createHandoffStore>;

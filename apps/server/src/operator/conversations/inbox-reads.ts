import type { InboxView, MessageSender } from '@frontdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/client';

/** A tab shows at most this many conversations; the rest are reached through the review. */
export const INBOX_LIMIT = 100;

/** A row's last message is a preview: the thread itself is read when the row is opened. */
const PREVIEW_LENGTH = 280;

export interface InboxRow {
  id: string;
  status: string;
  assigneeId: string | null;
  /** The verified visitor's name, else their email, else null (a visitor). */
  customerName: string | null;
  /** The address the customer left, else the verified visitor's. */
  customerEmail: string | null;
  channel: string;
  lastMessage: { content: string; sender: MessageSender; timestamp: number } | null;
  waitingSince: Date | null;
  updatedAt: Date;
}

export interface InboxPage {
  rows: InboxRow[];
  counts: { waiting: number; mine: number; all: number };
}

/**
 * Which conversations each tab holds. 'All' is what customers wrote through the public channel
 * (the widget and the API), plus any conversation in the team's hands whatever its channel (a
 * member trying the handoff out in the playground sees it too); the playground's other test chats
 * stay in the review.
 */
function viewFilter(view: InboxView, memberId: string): SQL {
  if (view === 'waiting') return sql`c.status = 'waiting'`;
  if (view === 'mine') return sql`c.status = 'human' AND c.assignee_id = ${memberId}::uuid`;
  return sql`(c.channel = 'api' OR c.status IN ('waiting', 'human'))`;
}

/** The longest waiting first (who is served next); otherwise the latest activity first. */
function viewOrder(view: InboxView): SQL {
  return view === 'waiting'
    ? sql`c.waiting_since ASC NULLS LAST, c.id`
    : sql`c.updated_at DESC, c.id`;
}

type Json = Record<string, unknown>;
const asDateOrNull = (value: unknown) => (value == null ? null : new Date(String(value)));

function rowOf(value: unknown): InboxRow {
  const row = (typeof value === 'string' ? JSON.parse(value) : value) as Json;
  const last = row.last as Json | null;
  return {
    id: String(row.id),
    status: String(row.status),
    assigneeId: (row.assignee_id as string | null) ?? null,
    customerName: (row.customer_name as string | null) ?? null,
    customerEmail: (row.customer_email as string | null) ?? null,
    channel: String(row.channel),
    lastMessage: last
      ? {
          content: String(last.content),
          sender: last.sender as MessageSender,
          timestamp: Number(last.timestamp),
        }
      : null,
    waitingSince: asDateOrNull(row.waiting_since),
    updatedAt: new Date(String(row.updated_at)),
  };
}

/**
 * The team's inbox over the operator's conversations and messages (their owner reads them): one
 * statement per page, its three counts included, whatever the organization's size. Each row's
 * last message is found through the messages' (conversation, time) index, never by reading the
 * thread; the team's notes are not a "last message" a customer wrote or read.
 */
export function createInboxReads(db: Database) {
  return {
    async list(organizationId: string, memberId: string, view: InboxView): Promise<InboxPage> {
      const org = sql`c.organization_id = ${organizationId}::uuid`;
      const result = await db.execute(sql`
        SELECT
          (SELECT count(*) FROM conversations c WHERE ${org} AND ${viewFilter('waiting', memberId)})
            AS waiting,
          (SELECT count(*) FROM conversations c WHERE ${org} AND ${viewFilter('mine', memberId)})
            AS mine,
          -- The tab shows at most INBOX_LIMIT: counting further would read the whole history.
          (SELECT count(*) FROM (SELECT 1 FROM conversations c
            WHERE ${org} AND ${viewFilter('all', memberId)} LIMIT ${INBOX_LIMIT}) shown) AS "all",
          (SELECT coalesce(jsonb_agg(page.row ORDER BY page.n), '[]'::jsonb) FROM (
            SELECT row_number() OVER (ORDER BY ${viewOrder(view)}) AS n,
              jsonb_build_object(
                'id', c.id, 'status', c.status, 'assignee_id', c.assignee_id,
                'customer_name', coalesce(c.visitor_name, c.visitor_email),
                'customer_email', coalesce(c.contact_email, c.visitor_email),
                'channel', c.channel, 'waiting_since', c.waiting_since,
                'updated_at', c.updated_at, 'last', last_message.m) AS row
            FROM conversations c
            LEFT JOIN LATERAL (
              SELECT jsonb_build_object('content', left(m.content, ${PREVIEW_LENGTH}::integer),
                'sender', m.sender, 'timestamp', extract(epoch FROM m.created_at)::float8) AS m
              FROM messages m
              WHERE m.organization_id = c.organization_id AND m.conversation_id = c.id
                AND m.role <> 'note'
              ORDER BY m.created_at DESC, m.id DESC
              LIMIT 1
            ) last_message ON true
            WHERE ${org} AND ${viewFilter(view, memberId)}
            ORDER BY ${viewOrder(view)}
            LIMIT ${INBOX_LIMIT}
          ) page) AS rows`);
      const [row] = rowsOf(result);
      const rows = (typeof row!.rows === 'string' ? JSON.parse(row!.rows) : row!.rows) as unknown[];
      return {
        rows: rows.map(rowOf),
        counts: { waiting: Number(row!.waiting), mine: Number(row!.mine), all: Number(row!.all) },
      };
    },
  };
}

export type InboxReads = ReturnType<typeof createInboxReads>;

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrganization, openTestDatabase } from '../../../test/support/database';
import type { Database, DatabaseHandle } from '../../platform/db/client';
import { runAsTenant } from '../../platform/db/tenant-context';
import { createInboxReads, INBOX_LIMIT } from './inbox-reads';

/** The inbox's one statement, on rows written directly: its bounds, its tabs, its last message. */
let handle: DatabaseHandle;
let db: Database;
let org: string;
const member = randomUUID();

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  org = await insertOrganization(db, 'Busy Shop');
  await db.execute(sql`INSERT INTO users (id, email, name, password_hash)
    VALUES (${member}, 'dana@example.com', 'Dana', 'hash')`);
});

afterAll(async () => {
  await handle?.close();
});

/** A conversation of `org`, last changed `minutesAgo`, with its messages one second apart. */
async function conversation(
  values: { channel?: string; status?: string; assignee?: string; minutesAgo: number },
  messages: { role: string; sender: string; content: string }[] = [],
) {
  const id = randomUUID();
  const at = sql`now() - make_interval(mins => ${values.minutesAgo}::integer)`;
  await db.execute(sql`INSERT INTO conversations (id, organization_id, channel, status,
      assignee_id, waiting_since, messages_count, created_at, updated_at)
    VALUES (${id}, ${org}, ${values.channel ?? 'api'}, ${values.status ?? 'ai'},
      ${values.assignee ?? null}, CASE WHEN ${values.status ?? 'ai'} = 'waiting' THEN ${at} END,
      ${messages.length}, ${at}, ${at})`);
  for (const [n, m] of messages.entries()) {
    await db.execute(sql`INSERT INTO messages (organization_id, conversation_id, role, sender,
        content, created_at)
      VALUES (${org}, ${id}, ${m.role}, ${m.sender}, ${m.content},
        ${at} + make_interval(secs => ${n}::integer))`);
  }
  return id;
}

const list = (view: 'waiting' | 'mine' | 'all') =>
  runAsTenant(org, () => createInboxReads(db).list(org, member, view));

describe('the inbox reads', () => {
  it('shows each tab bounded, in its order, with the last message the customer could read', async () => {
    const older = await conversation({ status: 'waiting', minutesAgo: 30 });
    const newer = await conversation({ status: 'waiting', minutesAgo: 5, channel: 'playground' }, [
      { role: 'user', sender: 'customer', content: 'I need a person' },
      { role: 'assistant', sender: 'system', content: `Connecting you${' now'.repeat(200)}` },
      { role: 'note', sender: 'note', content: 'internal: call them back' },
    ]);
    const mine = await conversation({ status: 'human', assignee: member, minutesAgo: 1 });
    // A test chat nobody asked a person in stays in the review.
    await conversation({ channel: 'playground', minutesAgo: 0 });
    for (let n = 0; n < INBOX_LIMIT; n++) await conversation({ minutesAgo: 60 + n });

    const waiting = await list('waiting');
    expect(waiting.rows.map((row) => row.id)).toEqual([older, newer]);
    expect(waiting.counts).toEqual({ waiting: 2, mine: 1, all: INBOX_LIMIT });
    const last = waiting.rows[1]!.lastMessage!;
    expect(last.sender).toBe('system');
    expect(last.content.startsWith('Connecting you now')).toBe(true);
    expect(last.content.length).toBeLessThanOrEqual(280);
    expect(waiting.rows[0]!.lastMessage).toBeNull();
    expect(waiting.rows[1]!.waitingSince!.getTime()).toBeGreaterThan(
      waiting.rows[0]!.waitingSince!.getTime(),
    );

    expect((await list('mine')).rows.map((row) => row.id)).toEqual([mine]);
    const all = await list('all');
    expect(all.rows).toHaveLength(INBOX_LIMIT);
    expect(all.rows.slice(0, 3).map((row) => row.id)).toEqual([mine, newer, older]);
  });

  it('reads nothing of another organization', async () => {
    const other = await insertOrganization(db, 'Other Shop');
    const page = await runAsTenant(other, () => createInboxReads(db).list(other, member, 'all'));
    expect(page).toEqual({ rows: [], counts: { waiting: 0, mine: 0, all: 0 } });
  });
});

import type { AddressInfo } from 'node:net';
import { DEFAULT_HANDOFF_MESSAGE, handoffNotices } from '@frontdesk/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/platform/db/client';
import {
  ASK_FOR_PERSON,
  closeInboxStreams,
  customerSays,
  inboxTeam,
  openInboxStream,
  until,
} from './support/inbox';
import { seededRandom } from './support/seeded-random';
import { call, useTestContext } from './support/test-app';

/**
 * The chaos measure (bounded, in the gate): 50 conversations whose customers keep writing
 * (some asking for a person) while two members claim, reply, release and resolve them at random,
 * all at once. Afterwards the stored threads are replayed: the operator never wrote while a
 * person was awaited or had the conversation, no member wrote to a conversation another held, and
 * every handoff left exactly one notice. The turns are the public API's own (no rate limits: the
 * limits are not what this measures).
 */
const context = useTestContext({ PUBLIC_API_RATE_LIMITS: 'off' });
afterEach(closeInboxStreams);

const CONVERSATIONS = 50;
const WAVES = 6;
const SEED = 24;

type MemberAction = 'claim' | 'replies' | 'release' | 'resolve';

interface StoredMessage {
  conversation_id: string;
  sender: string;
  sender_user_id: string | null;
  content: string;
}

/**
 * Replays one thread in stored order with the notices as its transitions, and answers what broke
 * the rules. A customer's message to a resolved conversation reopens it to the operator (the
 * default setting); the team is always in (no hours set), so the operator never answers one
 * who waits.
 */
function violationsIn(
  messages: StoredMessage[],
  memberIdByName: Map<string, string>,
  stored: { status: string; assignee_id: string | null },
): string[] {
  const found: string[] = [];
  let status = 'ai';
  let assignee: string | null = null;
  messages.forEach((message, index) => {
    const at = `message ${index} (${message.sender}: ${message.content.slice(0, 40)})`;
    if (message.sender === 'customer') {
      if (status === 'resolved') status = 'ai';
    } else if (message.sender === 'ai') {
      if (status !== 'ai') found.push(`the operator wrote while ${status}: ${at}`);
    } else if (message.sender === 'staff') {
      if (status !== 'human' || message.sender_user_id !== assignee) {
        found.push(`a member wrote without holding it (${status}, ${assignee}): ${at}`);
      }
    } else if (message.sender === 'system') {
      const joined = /^You're now chatting with (.+)$/.exec(message.content)?.[1];
      if (message.content === DEFAULT_HANDOFF_MESSAGE) {
        if (status === 'waiting' || status === 'human') found.push(`a second notice: ${at}`);
        status = 'waiting';
        assignee = null;
      } else if (joined) {
        status = 'human';
        assignee = memberIdByName.get(joined) ?? `unknown ${joined}`;
      } else if (message.content === handoffNotices.handedBack) {
        status = 'ai';
        assignee = null;
      } else if (message.content === handoffNotices.resolved) {
        status = 'resolved';
      } else {
        found.push(`an unexpected notice: ${at}`);
      }
    }
  });
  if (status !== stored.status) found.push(`replayed ${status}, stored ${stored.status}`);
  if (status === 'human' && assignee !== stored.assignee_id) found.push('another assignee stored');
  return found;
}

describe('handoff chaos', () => {
  it('keeps one writer per conversation and one notice per handoff', async () => {
    const { business, dana, sam } = await inboxTeam(context);
    const members = [dana, sam];
    const memberIdByName = new Map([
      ['Dana', dana.userId],
      ['Sam', sam.userId],
    ]);
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const stream = await openInboxStream(`http://127.0.0.1:${port}`, dana.token);

    const ids = await Promise.all(
      Array.from(
        { length: CONVERSATIONS },
        async (_, n) =>
          (await customerSays(context, business.key, `Hello, customer ${n} here`)).conversationId,
      ),
    );

    const random = seededRandom(SEED);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const outcomes: { action: string; status: number; code?: string }[] = [];
    const record = async (
      action: string,
      work: Promise<{ statusCode: number; json(): unknown }>,
    ) => {
      const response = await work;
      const code =
        response.statusCode >= 400 ? (response.json() as { code: string }).code : undefined;
      outcomes.push({ action, status: response.statusCode, code });
    };
    const memberActs = (member: (typeof members)[number], id: string, action: MemberAction) =>
      record(
        action,
        call(context.app, 'POST', `/conversations/${id}/${action}`, {
          token: member.token,
          body: action === 'replies' ? { text: 'A person answering' } : undefined,
        }),
      );
    const customerWrites = (id: string) =>
      record(
        'customer',
        context.app.inject({
          method: 'POST',
          url: '/api/v1/conversations',
          headers: { authorization: `Bearer ${business.key}` },
          payload: {
            conversationId: id,
            message: random() < 0.3 ? ASK_FOR_PERSON : 'How much is a cleaning?',
          },
        }),
      );

    for (let wave = 0; wave < WAVES; wave++) {
      const work: Promise<void>[] = [];
      for (const id of ids) {
        if (random() < 0.5) work.push(customerWrites(id));
        for (const member of members) {
          if (random() < 0.5) {
            const action = pick<MemberAction>([
              'claim',
              'claim',
              'replies',
              'replies',
              'release',
              'resolve',
            ]);
            work.push(memberActs(member, id, action));
          }
        }
      }
      await Promise.all(work);
    }

    // Every call answered as the rules say: done, or refused because someone else had it.
    const unexpected = outcomes.filter(
      (o) =>
        !(
          o.status < 300 ||
          o.code === 'already_assigned' ||
          o.code === 'conversation_not_assigned'
        ),
    );
    expect(unexpected).toEqual([]);
    // The races happened: members were refused, and customers wrote to conversations people held.
    expect(outcomes.filter((o) => o.code === 'already_assigned').length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.action === 'claim' && o.status === 200).length).toBeGreaterThan(
      10,
    );

    const db = context.database.db;
    const org = business.organization.id;
    const messages = rowsOf(
      await db.execute(sql`
        SELECT conversation_id, sender, sender_user_id, content FROM messages
        WHERE organization_id = ${org} ORDER BY conversation_id, created_at, id`),
    ) as unknown as StoredMessage[];
    const conversations = rowsOf(
      await db.execute(sql`
        SELECT id, status, assignee_id FROM conversations WHERE organization_id = ${org}`),
    ) as unknown as { id: string; status: string; assignee_id: string | null }[];
    expect(conversations).toHaveLength(CONVERSATIONS);

    // Everything published has reached the stream once a last event, sent after all, has.
    await call(context.app, 'POST', `/inbox/conversations/${ids[0]}/typing`, { token: sam.token });
    await until(() => stream.received.find((r) => r.event.type === 'typing'), 10_000);

    const violations: string[] = [];
    let handoffs = 0;
    for (const conversation of conversations) {
      const thread = messages.filter((m) => m.conversation_id === conversation.id);
      violations.push(
        ...violationsIn(thread, memberIdByName, conversation).map(
          (v) => `${conversation.id}: ${v}`,
        ),
      );
      // Each move into the queue was announced as a status event and left one notice, both ways.
      const notices = thread.filter((m) => m.content === DEFAULT_HANDOFF_MESSAGE).length;
      const events = stream.received.filter(
        (r) =>
          r.event.type === 'status' &&
          r.event.conversationId === conversation.id &&
          r.event.status === 'waiting',
      ).length;
      if (notices !== events) {
        violations.push(`${conversation.id}: ${events} handoffs, ${notices} notices`);
      }
      handoffs += notices;
    }
    expect(violations).toEqual([]);
    expect(handoffs).toBeGreaterThan(10);
    expect(messages.filter((m) => m.sender === 'staff').length).toBeGreaterThan(10);
  }, 60_000);

  it('would see a second writer, an operator reply to a waiting customer and a double notice', () => {
    const names = new Map([
      ['Dana', 'dana-id'],
      ['Sam', 'sam-id'],
    ]);
    const say = (sender: string, content: string, userId: string | null = null) => ({
      conversation_id: 'c',
      sender,
      sender_user_id: userId,
      content,
    });
    const thread = [
      say('customer', ASK_FOR_PERSON),
      say('system', DEFAULT_HANDOFF_MESSAGE),
      say('customer', 'Anyone?'),
      say('ai', 'A cleaning costs $120.'),
      say('system', handoffNotices.joined('Dana')),
      say('staff', 'Hi, Sam here', 'sam-id'),
      say('system', handoffNotices.handedBack),
      say('system', DEFAULT_HANDOFF_MESSAGE),
      say('system', DEFAULT_HANDOFF_MESSAGE),
    ];
    const found = violationsIn(thread, names, { status: 'waiting', assignee_id: null });
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/operator wrote while waiting/);
    expect(found[1]).toMatch(/member wrote without holding it/);
    expect(found[2]).toMatch(/second notice/);
    // A silent handoff shows as a thread that does not end where the row does.
    expect(
      violationsIn(thread.slice(0, 1), names, { status: 'waiting', assignee_id: null }),
    ).toEqual(['replayed ai, stored waiting']);
  });
});

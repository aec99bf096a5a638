import { CONVERSATION_MAX_MESSAGES, PUBLIC_MESSAGES_PAGE } from '@frontdesk/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicApiLimits } from '../src/modules/billing/billing.service';
import {
  addKnowledge,
  businessWithKey,
  call,
  signUpWithOrganization,
  useTestContext,
} from './support/test-app';

const context = useTestContext();

const OPENING = 'We are open Monday to Saturday from 9am to 6pm.';

/** A customer's call to the public conversation API (`path` below /conversations). */
const publicCall =
  (path: string) =>
  (key: string, body: object, ip = '127.0.0.1') =>
    context.app.inject({
      method: 'POST',
      url: `/api/v1/conversations${path}`,
      headers: { authorization: key },
      payload: body,
      remoteAddress: ip,
    });
const ask = publicCall('');
const lookup = publicCall('/lookup');

/**
 * Grows a conversation to `count` messages as a long chat would have, without the turns: numbered
 * `message 0`... one millisecond apart, the count kept on the conversation's row.
 */
async function growConversation(organizationId: string, conversationId: string, count: number) {
  const { db } = context.database;
  await db.execute(sql`DELETE FROM messages WHERE conversation_id = ${conversationId}`);
  await db.execute(sql`
    INSERT INTO messages (organization_id, conversation_id, role, content, created_at)
    SELECT ${organizationId}, ${conversationId},
      CASE WHEN i % 2 = 0 THEN 'user' ELSE 'assistant' END, 'message ' || i,
      now() - interval '1 hour' + i * interval '1 millisecond'
    FROM generate_series(0, ${count - 1}) AS i`);
  await db.execute(
    sql`UPDATE conversations SET messages_count = ${count} WHERE id = ${conversationId}`,
  );
}

const storedCount = async (conversationId: string) => {
  const result = await context.database.db.execute(
    sql`SELECT count(*)::int AS n FROM messages WHERE conversation_id = ${conversationId}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
};

describe('a conversation has a bound', () => {
  it(`holds at most ${CONVERSATION_MAX_MESSAGES} messages, then answers 409 and stores nothing`, async () => {
    const { key, organization } = await businessWithKey(context, OPENING);
    const started = (await ask(key, { message: 'When are you open?' })).json();
    const id = started.conversationId as string;
    await growConversation(organization.id, id, CONVERSATION_MAX_MESSAGES - 2);

    const last = await ask(key, { conversationId: id, message: 'And on Sunday?' });
    expect(last.statusCode).toBe(200);
    expect(last.json().messagesCount).toBe(CONVERSATION_MAX_MESSAGES);

    const refused = await ask(key, { conversationId: id, message: 'One more?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conversation_full' });
    expect(await storedCount(id)).toBe(CONVERSATION_MAX_MESSAGES);

    // A new conversation is how the customer goes on.
    expect((await ask(key, { message: 'Hello again' })).statusCode).toBe(200);
  });

  it('keeps the bound when parallel turns race for the last two places', async () => {
    const { key, organization } = await businessWithKey(context, OPENING);
    const id = (await ask(key, { message: 'When are you open?' })).json().conversationId;
    await growConversation(organization.id, id, CONVERSATION_MAX_MESSAGES - 2);
    const answers = await Promise.all(
      ['A?', 'B?', 'C?'].map((message, i) =>
        ask(key, { conversationId: id, message }, `198.51.100.${i + 1}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await storedCount(id)).toBe(CONVERSATION_MAX_MESSAGES);
  });

  it('answers a turn and a lookup with the latest page, and pages back with `before`', async () => {
    const { key, organization } = await businessWithKey(context, OPENING);
    const id = (await ask(key, { message: 'When are you open?' })).json().conversationId;
    await growConversation(organization.id, id, 150);

    const turn = (await ask(key, { conversationId: id, message: 'Open on Monday?' })).json();
    expect(turn.messages).toHaveLength(PUBLIC_MESSAGES_PAGE);
    expect(turn.messages.at(-2).content).toBe('Open on Monday?');
    expect(turn).toMatchObject({ messagesCount: 152, hasMore: true });

    const latest = (await lookup(key, { conversationId: id })).json().conversation;
    expect(latest.messages).toHaveLength(PUBLIC_MESSAGES_PAGE);
    expect(latest.messages.map((m: { content: string }) => m.content)).toEqual(
      turn.messages.map((m: { content: string }) => m.content),
    );
    // Paging back to the start: every message once, in order.
    const seen: string[] = latest.messages.map((m: { content: string }) => m.content);
    let page = latest;
    while (page.hasMore) {
      page = (await lookup(key, { conversationId: id, before: page.messages[0].timestamp })).json()
        .conversation;
      seen.unshift(...page.messages.map((m: { content: string }) => m.content));
    }
    expect(seen).toHaveLength(152);
    expect(seen.slice(0, 3)).toEqual(['message 0', 'message 1', 'message 2']);
  });

  it('shows the review a conversation that grew past the bound before it existed, by its latest messages', async () => {
    const { key, organization, token } = await businessWithKey(context, OPENING);
    const id = (await ask(key, { message: 'When are you open?' })).json().conversationId;
    await growConversation(organization.id, id, CONVERSATION_MAX_MESSAGES + 100);
    const detail = (await call(context.app, 'GET', `/conversations/${id}`, { token })).json();
    expect(detail.messages).toHaveLength(CONVERSATION_MAX_MESSAGES);
    expect(detail.messages.at(-1).content).toBe(`message ${CONVERSATION_MAX_MESSAGES + 99}`);
    expect((await ask(key, { conversationId: id, message: 'Hi' })).statusCode).toBe(409);
  });
});

describe('a conversation belongs to the key that started it', () => {
  it('cannot be continued or read through another key of the same organization', async () => {
    const { key, token } = await businessWithKey(context, OPENING, ['https://shop.example']);
    const other = await call(context.app, 'POST', '/api-keys', {
      token,
      body: { name: 'Other', allowedOrigins: [] },
    });
    const otherKey = other.json().key as string;
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: { authorization: key, origin: 'https://shop.example' },
      payload: { message: 'When are you open?' },
    });
    const id = started.json().conversationId;
    expect((await ask(otherKey, { conversationId: id, message: 'Hi' })).statusCode).toBe(404);
    expect((await lookup(otherKey, { conversationId: id })).statusCode).toBe(404);
  });
});

describe('one address cannot silence a business', () => {
  it('charges the organization only for the turns it admits', async () => {
    // Starter: 10 turns a minute per visitor, 60 for the whole organization.
    const { token } = await signUpWithOrganization(context, 'Small', { plan: 'starter' });
    await addKnowledge(context, token, OPENING);
    const created = await call(context.app, 'POST', '/api-keys', {
      token,
      body: { name: 'Site', allowedOrigins: [] },
    });
    const key = created.json().key as string;
    const { perVisitor, perOrganization } = publicApiLimits.starter;
    const flood = await Promise.all(
      Array.from({ length: perOrganization.limit * 2 }, () =>
        ask(key, { message: 'Open?' }, '203.0.113.66'),
      ),
    );
    const answered = flood.filter((response) => response.statusCode === 200).length;
    expect(answered).toBe(perVisitor.limit);
    const others = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => ask(key, { message: 'Open?' }, `192.0.2.${i}`)),
    );
    expect(others.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('counts every address of one IPv6 /64 as one visitor', async () => {
    const { key } = await businessWithKey(context, OPENING);
    const { perVisitor } = publicApiLimits.professional;
    const statuses: number[] = [];
    for (let i = 1; i <= perVisitor.limit + 1; i++) {
      statuses.push(
        (await ask(key, { message: 'Open?' }, `2001:db8:7:7::${i.toString(16)}`)).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(perVisitor.limit);
    expect(statuses.at(-1)).toBe(429);
    // The next /64 is somebody else.
    expect((await ask(key, { message: 'Open?' }, '2001:db8:7:8::1')).statusCode).toBe(200);
  });
});

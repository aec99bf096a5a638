import type { AddressInfo } from 'node:net';
import {
  DEFAULT_HANDOFF_MESSAGE,
  defaultHandoffSettings,
  handoffNotices,
  type LiveEvent,
} from '@frontdesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessWithKey, call, useTestContext } from '../../../test/support/test-app';

const context = useTestContext();

const CLEANING = 'A standard dental cleaning costs $120. Deep cleanings are priced from $250.';
const SITE = 'https://shop.example.com';

let baseUrl = '';
beforeAll(async () => {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});

type Method = 'GET' | 'POST' | 'PUT' | 'OPTIONS';

/** A public call with the key (and an origin, when given). */
const publicCall = (
  method: Method,
  path: string,
  key: string,
  body?: object,
  headers: Record<string, string> = {},
) =>
  context.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: { authorization: key, ...headers },
    ...(body ? { payload: body } : {}),
  });

/** A business with a key and a conversation its customer started with one question. */
async function customerConversation(allowedOrigins: string[] = []) {
  const business = await businessWithKey(context, CLEANING, allowedOrigins);
  const headers = allowedOrigins[0] ? { origin: allowedOrigins[0] } : undefined;
  const started = await publicCall(
    'POST',
    '/conversations',
    business.key,
    { message: 'How much is a cleaning?' },
    headers,
  );
  if (started.statusCode !== 200) throw new Error(`turn failed: ${started.body}`);
  return { ...business, id: started.json().conversationId as string };
}

const systemNotices = (messages: { sender?: string }[]) =>
  messages.filter((m) => m.sender === 'system');

/** The conversation's live stream over real HTTP, its events collected as they arrive. */
async function openStream(key: string, id: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/conversations/${id}/events`, {
    headers: { authorization: key, ...headers },
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    })().catch(() => {});
  }
  const waitFor = async (found: (event: LiveEvent) => boolean) => {
    for (let i = 0; i < 200; i++) {
      const event = events.find(found);
      if (event) return event;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no such event among ${JSON.stringify(events)}`);
  };
  return { response, events, waitFor, close: () => controller.abort() };
}

describe('asking for a person', () => {
  it('puts the conversation in the queue with exactly one notice, however often it is asked', async () => {
    const { key, id } = await customerConversation();
    const first = await publicCall('POST', `/conversations/${id}/handoff`, key, {});
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('waiting');
    expect(systemNotices(first.json().messages)).toEqual([
      expect.objectContaining({ content: DEFAULT_HANDOFF_MESSAGE, role: 'assistant' }),
    ]);
    // Without a body, as a plain API client would call it.
    const again = await context.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${id}/handoff`,
      headers: { authorization: key },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().status).toBe('waiting');
    expect(systemNotices(again.json().messages)).toHaveLength(1);
  });

  it('keeps a waiting customer’s message for the team: the operator does not answer', async () => {
    const { key, id } = await customerConversation();
    await publicCall('POST', `/conversations/${id}/handoff`, key, {});
    const turn = await publicCall('POST', '/conversations', key, {
      conversationId: id,
      message: 'And a deep cleaning?',
    });
    expect(turn.statusCode).toBe(200);
    const { messages, status, messagesCount } = turn.json();
    expect(status).toBe('waiting');
    expect(messages.at(-1)).toMatchObject({ role: 'user', sender: 'customer' });
    expect(messages.at(-2)).toMatchObject({ sender: 'system' });
    expect(messagesCount).toBe(4); // question, answer, notice, the held question
  });

  it('hands off when the customer asks for a human in plain words', async () => {
    const { key, id } = await customerConversation();
    const turn = await publicCall('POST', '/conversations', key, {
      conversationId: id,
      message: 'can I talk to a human',
    });
    expect(turn.json().status).toBe('waiting');
    expect(turn.json().messages.at(-1)).toMatchObject({
      role: 'assistant',
      sender: 'system',
      content: DEFAULT_HANDOFF_MESSAGE,
    });
    // The older answer says who wrote it too.
    expect(turn.json().messages[1]).toMatchObject({ role: 'assistant', sender: 'ai' });
  });

  it('answers 409 when the business does not hand off to people', async () => {
    const { key, id, token } = await customerConversation();
    const saved = await call(context.app, 'PUT', '/handoff-settings', {
      token,
      body: { ...defaultHandoffSettings, enabled: false },
    });
    expect(saved.statusCode).toBe(200);
    const refused = await publicCall('POST', `/conversations/${id}/handoff`, key, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('handoff_disabled');
  });
});

describe('the customer’s live stream', () => {
  it('brings a member’s reply, with their name, and never the team’s notes', async () => {
    const { key, id, token, user } = await customerConversation();
    const stream = await openStream(key, id);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await stream.waitFor((event) => event.type === 'resync');
    expect(stream.events[0]).toEqual({ type: 'resync' });

    await publicCall('POST', `/conversations/${id}/typing`, key, {});
    expect(
      (await call(context.app, 'POST', `/conversations/${id}/claim`, { token })).statusCode,
    ).toBe(200);
    await call(context.app, 'POST', `/conversations/${id}/notes`, {
      token,
      body: { text: 'Internal: check the invoice' },
    });
    const replied = await call(context.app, 'POST', `/conversations/${id}/replies`, {
      token,
      body: { text: 'Hi, I can help with that.' },
    });
    expect(replied.statusCode).toBe(201);

    const reply = await stream.waitFor(
      (event) => event.type === 'message' && event.message.sender === 'staff',
    );
    expect(reply).toMatchObject({
      conversationId: id,
      message: { content: 'Hi, I can help with that.', senderName: user.name },
    });
    await stream.waitFor((event) => event.type === 'status' && event.status === 'human');
    await stream.waitFor(
      (event) =>
        event.type === 'message' && event.message.content === handoffNotices.joined(user.name),
    );
    const seen = JSON.stringify(stream.events);
    expect(seen).not.toContain('Internal: check the invoice');
    expect(stream.events.some((e) => e.type === 'typing' && e.who === 'customer')).toBe(false);
    stream.close();

    // The lookup shows the reply too, by its member's name.
    const lookup = await publicCall('POST', '/conversations/lookup', key, { conversationId: id });
    expect(lookup.json().conversation.status).toBe('human');
    expect(lookup.json().conversation.messages.at(-1)).toMatchObject({
      sender: 'staff',
      senderName: user.name,
      role: 'assistant',
    });
    expect(JSON.stringify(lookup.json())).not.toContain('Internal');
  });

  it('refuses a sixth stream of one address with 429, and frees its place once closed', async () => {
    const { key, id } = await customerConversation();
    const open = [];
    for (let i = 0; i < 5; i++) open.push(await openStream(key, id));
    expect(open.map((s) => s.response.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = await openStream(key, id);
    expect(refused.response.status).toBe(429);
    open[0]!.close();
    let next = refused;
    for (let i = 0; i < 40 && next.response.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      next = await openStream(key, id);
    }
    expect(next.response.status).toBe(200);
    for (const stream of [...open, next]) stream.close();
  });
});

describe('rating and contact', () => {
  it('takes a rating only once the conversation is resolved', async () => {
    const { key, id, token } = await customerConversation();
    const early = await publicCall('POST', `/conversations/${id}/rating`, key, { rating: 4 });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('conversation_not_resolved');
    const lookupBefore = await publicCall('POST', '/conversations/lookup', key, {
      conversationId: id,
    });
    expect(lookupBefore.json().conversation.canRate).toBeUndefined();

    expect(
      (await call(context.app, 'POST', `/conversations/${id}/claim`, { token })).statusCode,
    ).toBe(200);
    expect(
      (await call(context.app, 'POST', `/conversations/${id}/resolve`, { token })).statusCode,
    ).toBe(200);
    const lookup = await publicCall('POST', '/conversations/lookup', key, { conversationId: id });
    expect(lookup.json().conversation).toMatchObject({ status: 'resolved', canRate: true });

    const rated = await publicCall('POST', `/conversations/${id}/rating`, key, {
      rating: 4,
      comment: 'Quick and kind.',
    });
    expect(rated.statusCode).toBe(204);
    // Writing again reopens the conversation: nothing left to rate until it is resolved again.
    await publicCall('POST', '/conversations', key, { conversationId: id, message: 'Thanks!' });
    const late = await publicCall('POST', `/conversations/${id}/rating`, key, { rating: 5 });
    expect(late.statusCode).toBe(409);
  });

  it('keeps an email address and thanks the customer in the thread', async () => {
    const { key, id } = await customerConversation();
    const kept = await publicCall('PUT', `/conversations/${id}/contact`, key, {
      email: 'sam@example.com',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().messages.at(-1)).toMatchObject({
      sender: 'system',
      content: handoffNotices.emailKept,
    });
  });

  it('answers 400 to invalid or over-long bodies', async () => {
    const { key, id } = await customerConversation();
    const cases: [Method, string, object][] = [
      ['POST', 'rating', { rating: 0 }],
      ['POST', 'rating', { rating: 6 }],
      ['POST', 'rating', { rating: 3.5 }],
      ['POST', 'rating', { rating: 4, comment: 'x'.repeat(1001) }],
      ['PUT', 'contact', { email: 'not an address' }],
      ['PUT', 'contact', { email: `${'x'.repeat(320)}@example.com` }],
      ['POST', 'handoff', { user: { id: 'u1' } }],
    ];
    for (const [method, path, body] of cases) {
      const response = await publicCall(method, `/conversations/${id}/${path}`, key, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
    }
  });
});

describe('who may call', () => {
  const newCalls = (id: string): [Method, string, object | undefined][] => [
    ['POST', `/conversations/${id}/handoff`, {}],
    ['POST', `/conversations/${id}/rating`, { rating: 5 }],
    ['PUT', `/conversations/${id}/contact`, { email: 'sam@example.com' }],
    ['POST', `/conversations/${id}/typing`, {}],
    ['GET', `/conversations/${id}/events`, undefined],
  ];

  it("answers 404 to another organization's key, and to an id that cannot exist", async () => {
    const theirs = await customerConversation();
    const mine = await businessWithKey(context, CLEANING);
    for (const [method, path, body] of [
      ...newCalls(theirs.id),
      ...newCalls('nope'),
      ...newCalls('00000000-0000-4000-8000-000000000000'),
    ]) {
      const response = await publicCall(method, path, mine.key, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    // Nothing happened to theirs.
    const lookup = await publicCall('POST', '/conversations/lookup', theirs.key, {
      conversationId: theirs.id,
    });
    expect(lookup.json().conversation).toMatchObject({ status: 'ai', messagesCount: 2 });
  });

  it('answers 403 to an origin the key does not allow, and preflights each path', async () => {
    const { key, id } = await customerConversation([SITE]);
    for (const [method, path, body] of newCalls(id)) {
      const refused = await publicCall(method, path, key, body, {
        origin: 'https://evil.example.com',
      });
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await publicCall('OPTIONS', path, key, undefined, {
        origin: SITE,
        'access-control-request-method': method,
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-methods']).toBe(`${method}, OPTIONS`);
      expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    }
    const allowed = await publicCall(
      'POST',
      `/conversations/${id}/typing`,
      key,
      {},
      { origin: SITE },
    );
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('limits how often a visitor says they are typing', async () => {
    const { key, id } = await customerConversation();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push((await publicCall('POST', `/conversations/${id}/typing`, key, {})).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

import { describe, expect, it } from 'vitest';
import { businessWithKey, call, useTestContext } from '../../../test/support/test-app';
import { APOLOGY_MESSAGE } from '../../operator/model-run';

const context = useTestContext();

const CLEANING = 'A standard dental cleaning costs $120. Deep cleanings are priced from $250.';

const ask = (
  key: string | undefined,
  body: object,
  headers: Record<string, string> = {},
  ip = '127.0.0.1',
) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/conversations',
    headers: { ...(key ? { authorization: key } : {}), ...headers },
    payload: body,
    remoteAddress: ip,
  });

describe('public conversation API', () => {
  it('starts a conversation with a grounded answer and continues it', async () => {
    const { key } = await businessWithKey(context, CLEANING);
    const started = await ask(key, { message: 'How much is a cleaning without insurance?' });
    expect(started.statusCode).toBe(200);
    const body = started.json();
    expect(body.messages).toHaveLength(2);
    expect(body.messages[0]).toMatchObject({
      role: 'user',
      content: 'How much is a cleaning without insurance?',
    });
    expect(body.messages[1].role).toBe('assistant');
    expect(body.messages[1].content).toContain('$120');
    expect(body.messages[0].timestamp).toBeGreaterThan(1_600_000_000_000); // epoch milliseconds
    expect(Date.parse(body.created_at)).not.toBeNaN();

    const continued = await ask(`Bearer ${key}`, {
      conversationId: body.conversationId,
      message: 'And a deep cleaning?',
    });
    expect(continued.statusCode).toBe(200);
    expect(continued.json().conversationId).toBe(body.conversationId);
    expect(continued.json().messages).toHaveLength(4);
  });

  it('says plainly when the knowledge holds no answer', async () => {
    const { key } = await businessWithKey(context, CLEANING);
    const response = await ask(key, { message: 'Do you sell bicycles?' });
    expect(response.json().messages[1].content).toMatch(/don't have information/);
  });

  it("answers a message naming Object's own properties like any other (it failed with a 500)", async () => {
    const { key } = await businessWithKey(context, CLEANING);
    for (const message of [
      'are you a constructor?',
      'do contractors pay less for a cleaning',
      '__proto__ toString hasOwnProperty valueOf prototype',
    ]) {
      const response = await ask(key, { message });
      expect(response.statusCode, message).toBe(200);
    }
    const contractors = await ask(key, { message: 'how much is a cleaning for contractors' });
    expect(contractors.json().messages[1].content).toContain('$120');
  });

  it('answers 401 without a key or with an unknown or deleted key', async () => {
    const { key, keyId, token } = await businessWithKey(context, CLEANING);
    expect((await ask(undefined, { message: 'Hi' })).statusCode).toBe(401);
    expect((await ask('fd_pk_nope', { message: 'Hi' })).statusCode).toBe(401);
    expect((await ask('Bearer', { message: 'Hi' })).statusCode).toBe(401);
    await call(context.app, 'DELETE', `/api-keys/${keyId}`, { token });
    expect((await ask(key, { message: 'Hi' })).statusCode).toBe(401);
  });

  it('answers 400 to an empty or over-long message and 404 to an unknown conversation', async () => {
    const { key } = await businessWithKey(context, CLEANING);
    expect((await ask(key, { message: '  ' })).statusCode).toBe(400);
    expect((await ask(key, { message: 'x'.repeat(4001) })).statusCode).toBe(400);
    expect((await ask(key, {})).statusCode).toBe(400);
    expect((await ask(key, { conversationId: 'nope', message: 'Hi' })).statusCode).toBe(404);
    expect(
      (await ask(key, { conversationId: '00000000-0000-4000-8000-000000000000', message: 'Hi' }))
        .statusCode,
    ).toBe(404);
  });

  it("answers 404 to another organization's conversation", async () => {
    const mine = await businessWithKey(context, CLEANING);
    const theirs = await businessWithKey(context, CLEANING);
    const started = await ask(theirs.key, { message: 'Hello' });
    const response = await ask(mine.key, {
      conversationId: started.json().conversationId,
      message: 'Hi',
    });
    expect(response.statusCode).toBe(404);
  });

  it('checks the allowed origins of a key and answers CORS for them', async () => {
    const { key } = await businessWithKey(context, CLEANING, ['https://shop.example.com']);
    const allowed = await ask(key, { message: 'Hi' }, { origin: 'https://shop.example.com' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    const refused = await ask(key, { message: 'Hi' }, { origin: 'https://evil.example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await context.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/conversations',
      headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
  });

  it('limits each visitor and answers 429 with Retry-After, readable by the website', async () => {
    const { key } = await businessWithKey(context, CLEANING);
    const site = { origin: 'https://shop.example.com' };
    let last = await ask(key, { message: 'Hi' }, site, '198.51.100.7');
    for (let i = 0; i < 20 && last.statusCode === 200; i++)
      last = await ask(key, { message: 'Hi' }, site, '198.51.100.7');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // The widget reads it to say "wait a moment", not that the chat cannot be reached.
    expect(last.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    expect((await ask(key, { message: 'Hi' }, {}, '198.51.100.8')).statusCode).toBe(200);
  });

  it('streams the answer as server-sent events when asked', async () => {
    const { key } = await businessWithKey(context, CLEANING);
    const response = await ask(
      key,
      { message: 'What does a cleaning cost?' },
      { accept: 'text/event-stream' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = response.body
      .trim()
      .split('\n\n')
      .map((block) => {
        const [eventLine, dataLine] = block.split('\n');
        return {
          event: eventLine?.replace('event: ', ''),
          data: JSON.parse(dataLine!.replace('data: ', '')),
        };
      });
    const deltas = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    expect(deltas).toBe(done.data.messages[1].content);
    expect(deltas).toContain('$120');
  });
});

describe('playground', () => {
  it('runs the same turn for the signed-in business and shows in review', async () => {
    const { token } = await businessWithKey(context, CLEANING);
    const turn = await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { message: 'How much is a cleaning?' },
    });
    expect(turn.statusCode).toBe(200);
    expect(turn.json().messages[1].content).toContain('$120');
    const detail = await call(context.app, 'GET', `/conversations/${turn.json().conversationId}`, {
      token,
    });
    expect(detail.json()).toMatchObject({ channel: 'playground' });
    expect(detail.json().messages[1].sources[0].text).toContain('$120');
    expect(turn.json().messages[1].content).not.toBe(APOLOGY_MESSAGE);
  });
});

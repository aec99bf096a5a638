import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { businessWithKey, call, useTestContext } from '../../../test/support/test-app';

const context = useTestContext();

const HOURS = 'We are open from 9am to 5pm, Monday to Friday.';
const sign = (secret: string, id: string) => createHmac('sha256', secret).update(id).digest('hex');

const publicCall = (path: string, key: string, body: object) =>
  context.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    headers: { authorization: key },
    payload: body,
  });
const ask = (key: string, body: object) => publicCall('/conversations', key, body);
const lookup = (key: string, body: object) => publicCall('/conversations/lookup', key, body);

async function businessWithSecret() {
  const business = await businessWithKey(context, HOURS);
  const rotated = await call(context.app, 'POST', '/widget-settings/identity-secret', {
    token: business.token,
  });
  expect(rotated.statusCode).toBe(200);
  expect(rotated.headers['cache-control']).toBe('no-store');
  return { ...business, secret: rotated.json().identitySecret as string };
}

describe('the widget identity secret', () => {
  it('is shown once, never read back, and replaced by rotation', async () => {
    const { token, secret, key } = await businessWithSecret();
    expect(secret).toMatch(/^fd_ids_/);
    const settings = await call(context.app, 'GET', '/widget-settings', { token });
    expect(settings.json()).toEqual({
      hasIdentitySecret: true,
      requireVerifiedVisitors: false,
      showSources: false,
    });
    expect(settings.body).not.toContain(secret);
    const user = { id: 'customer-7', hash: sign(secret, 'customer-7') };
    expect((await ask(key, { message: 'Open on Monday?', user })).statusCode).toBe(200);
    await call(context.app, 'POST', '/widget-settings/identity-secret', { token });
    expect((await ask(key, { message: 'Open on Monday?', user })).statusCode).toBe(401);
    expect(context.logs.join('\n')).not.toContain(secret);
  });
});

describe('verified visitors', () => {
  it('records the visitor, shows them in review, and continues their conversation on another device', async () => {
    const { token, secret, key } = await businessWithSecret();
    const user = {
      id: 'customer-42',
      name: 'Ada',
      email: 'ada@example.com',
      hash: sign(secret, 'customer-42'),
    };
    const started = await ask(key, { message: 'When are you open?', user });
    expect(started.statusCode).toBe(200);
    const { conversationId } = started.json();

    const review = await call(context.app, 'GET', `/conversations/${conversationId}`, { token });
    expect(review.json().visitor).toEqual({
      id: 'customer-42',
      name: 'Ada',
      email: 'ada@example.com',
    });

    // Another device: no conversation id stored, only the signed-in user.
    const resumed = await lookup(key, { user });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().conversation.conversationId).toBe(conversationId);
    expect(resumed.json().conversation.messages).toHaveLength(2);
    const continued = await ask(key, { conversationId, message: 'And Saturday?', user });
    expect(continued.json().messages).toHaveLength(4);

    // Someone else, even verified, or anonymous, cannot read or continue it.
    const other = { id: 'customer-43', hash: sign(secret, 'customer-43') };
    expect((await lookup(key, { conversationId, user: other })).statusCode).toBe(404);
    expect((await ask(key, { conversationId, message: 'Hi', user: other })).statusCode).toBe(404);
    expect((await ask(key, { conversationId, message: 'Hi' })).statusCode).toBe(404);
  });

  it('refuses a wrong hash with 401 and stores nothing', async () => {
    const { token, secret, key } = await businessWithSecret();
    const forged = { id: 'customer-1', hash: sign(secret, 'customer-2') };
    const refused = await ask(key, { message: 'Hello', user: forged });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The identity hash is not valid.');
    expect((await lookup(key, { user: forged })).statusCode).toBe(401);
    const list = await call(context.app, 'GET', '/conversations', { token });
    expect(list.json().results).toEqual([]);
  });

  it('refuses a hash when the organization has no secret', async () => {
    const { key } = await businessWithKey(context, HOURS);
    const user = { id: 'customer-1', hash: 'a'.repeat(64) };
    expect((await ask(key, { message: 'Hello', user })).statusCode).toBe(401);
  });

  it('refuses anonymous visitors once verified visitors are required', async () => {
    const { token, secret, key } = await businessWithSecret();
    const updated = await call(context.app, 'PATCH', '/widget-settings', {
      token,
      body: { requireVerifiedVisitors: true },
    });
    expect(updated.json().requireVerifiedVisitors).toBe(true);
    const anonymous = await ask(key, { message: 'Hello' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('This chat is only for signed-in users.');
    const user = { id: 'customer-9', hash: sign(secret, 'customer-9') };
    expect((await ask(key, { message: 'Hello', user })).statusCode).toBe(200);
  });
});

describe('conversations stay on their channel and their tenant', () => {
  it('never continues or shows a playground conversation through a public key', async () => {
    const { token, key } = await businessWithKey(context, HOURS);
    const playground = await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { message: 'Testing the operator' },
    });
    const { conversationId } = playground.json();
    expect((await ask(key, { conversationId, message: 'Hi' })).statusCode).toBe(404);
    expect((await lookup(key, { conversationId })).statusCode).toBe(404);
    const started = await ask(key, { message: 'Hi' });
    const continued = await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { conversationId: started.json().conversationId, message: 'Hi' },
    });
    expect(continued.statusCode).toBe(404);
  });

  it('keeps widget settings and conversations to their own organization', async () => {
    const mine = await businessWithSecret();
    const theirs = await businessWithKey(context, HOURS);
    const started = await ask(mine.key, { message: 'Hi' });
    const { conversationId } = started.json();
    expect((await lookup(theirs.key, { conversationId })).statusCode).toBe(404);
    const settings = await call(context.app, 'GET', '/widget-settings', { token: theirs.token });
    expect(settings.json().hasIdentitySecret).toBe(false);
    const anonymousLookup = await lookup(mine.key, {});
    expect(anonymousLookup.json()).toEqual({
      operator: { name: '' },
      showSources: false,
      conversation: null,
    });
  });
});

describe('a key locked to other origins', () => {
  it('lets the widget read why it may not chat, and stores nothing', async () => {
    const { token, key } = await businessWithKey(context, HOURS, ['https://shop.example.com']);
    const headers = { authorization: key, origin: 'https://elsewhere.example.com' };
    const opened = await context.app.inject({
      method: 'POST',
      url: '/api/v1/conversations/lookup',
      headers,
      payload: {},
    });
    expect(opened.statusCode).toBe(403);
    expect(opened.headers['access-control-allow-origin']).toBe('https://elsewhere.example.com');
    expect(opened.json().message).toBe('This origin is not allowed for this API key.');
    const turn = await context.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers,
      payload: { message: 'Hi' },
    });
    expect(turn.statusCode).toBe(403);
    const list = await call(context.app, 'GET', '/conversations', { token });
    expect(list.json().results).toEqual([]);
  });
});

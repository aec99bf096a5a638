// An organization's webhook: each conversation event it may hear reaches its endpoint (real HTTP
// on loopback) signed with its secret, retried with back-off on failure; notes never leave, and
// no other organization's events arrive.
import { createHmac } from 'node:crypto';
import { apiPaths, type HandoffSettingsResponse } from '@frontdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_JOB } from '../src/modules/notifications/webhooks';
import { waitingConversation } from './support/inbox';
import { businessWithKey, call, createTestContext, type TestContext } from './support/test-app';
import {
  type ReceivedToolRequest,
  startToolEndpoint,
  type ToolEndpoint,
} from './support/tool-endpoint';

let context: TestContext;
const endpoints: ToolEndpoint[] = [];

beforeAll(async () => {
  context = await createTestContext(
    { TOOL_ALLOWED_HOSTS: '127.0.0.1' },
    { notifications: { webhookBackoffMs: 50 } },
  );
});
afterAll(async () => {
  await context?.close();
  await Promise.all(endpoints.map((endpoint) => endpoint.close()));
});

async function endpoint(answer?: Parameters<typeof startToolEndpoint>[0]) {
  const started = await startToolEndpoint(answer);
  endpoints.push(started);
  return started;
}

/** A business whose webhook posts to `url`; answers its key, token and signing secret. */
async function businessWithWebhook(url: string) {
  const business = await businessWithKey(context, 'We open at nine and ship worldwide.');
  const current = await call(context.app, 'GET', apiPaths.handoffSettings, {
    token: business.token,
  });
  const { webhookSecret: _none, ...settings } = current.json() as HandoffSettingsResponse;
  const saved = await call(context.app, 'PUT', apiPaths.handoffSettings, {
    token: business.token,
    body: { ...settings, webhookUrl: url },
  });
  expect(saved.statusCode).toBe(200);
  // The secret as the business reads it in its settings.
  const read = await call(context.app, 'GET', apiPaths.handoffSettings, { token: business.token });
  const secret = (read.json() as HandoffSettingsResponse).webhookSecret;
  expect(secret).toMatch(/^whsec_/);
  return { ...business, secret: secret! };
}

const eventOf = (request: ReceivedToolRequest) => request.headers['x-frontdesk-event'];

async function until<T>(find: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${what} within ${timeoutMs} ms`);
}

/** The receiver's check, as docs/webhooks.md tells a business to write it. */
function verifies(request: ReceivedToolRequest, secret: string): boolean {
  const timestamp = String(request.headers['x-frontdesk-timestamp']);
  const expected = createHmac('sha256', secret)
    .update(`${timestamp}.${request.body}`)
    .digest('hex');
  return request.headers['x-frontdesk-signature'] === `sha256=${expected}`;
}

describe('outgoing webhooks', () => {
  it('post a signed conversation.waiting when a customer asks for a person, and the messages', async () => {
    const receiver = await endpoint();
    const business = await businessWithWebhook(receiver.url('/hooks/frontdesk'));

    const conversationId = await waitingConversation(context, business.key);
    const waiting = await until(
      () => receiver.requests.find((request) => eventOf(request) === 'conversation.waiting'),
      'conversation.waiting delivery',
    );
    expect(waiting.method).toBe('POST');
    expect(waiting.path).toBe('/hooks/frontdesk');
    expect(waiting.headers['content-type']).toBe('application/json');
    expect(verifies(waiting, business.secret)).toBe(true);
    expect(verifies(waiting, 'whsec_another')).toBe(false);
    const payload = JSON.parse(waiting.body);
    expect(payload).toEqual({
      id: waiting.headers['x-frontdesk-delivery'],
      type: 'conversation.waiting',
      createdAt: expect.any(String),
      organizationId: business.organization.id,
      data: { conversationId, status: 'waiting', assigneeId: null },
    });
    expect(
      Math.abs(Number(waiting.headers['x-frontdesk-timestamp']) - Date.now() / 1000),
    ).toBeLessThan(60);

    // The customer's message and the handoff notice, each as message.created.
    const messages = await until(() => {
      const found = receiver.requests.filter((request) => eventOf(request) === 'message.created');
      return found.length >= 2 ? found : undefined;
    }, 'message.created deliveries');
    const senders = messages.map((request) => JSON.parse(request.body).data.message.sender);
    expect(senders).toEqual(expect.arrayContaining(['customer', 'system']));
    for (const request of messages) expect(verifies(request, business.secret)).toBe(true);
    // Neither the secret nor what the customer wrote is ever in a log line.
    const logs = context.logs.join('\n');
    expect(logs).not.toContain(business.secret);
    expect(logs).not.toContain('8817-zebra');
  });

  it('retries a delivery the receiver failed, with the same id, until it answers 2xx', async () => {
    const failures = new Map<string, number>();
    const receiver = await endpoint((request) => {
      if (eventOf(request) !== 'conversation.waiting') return {};
      const id = String(request.headers['x-frontdesk-delivery']);
      const failed = failures.get(id) ?? 0;
      if (failed >= 2) return {};
      failures.set(id, failed + 1);
      return { status: 500, body: 'down for maintenance' };
    });
    const business = await businessWithWebhook(receiver.url('/hooks/frontdesk'));

    await waitingConversation(context, business.key);
    const tries = await until(() => {
      const found = receiver.requests.filter((r) => eventOf(r) === 'conversation.waiting');
      return found.length >= 3 ? found : undefined;
    }, 'a third try');
    await context.jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const all = receiver.requests.filter((r) => eventOf(r) === 'conversation.waiting');
    // Three tries of one delivery, and none after the one that succeeded.
    expect(all).toHaveLength(3);
    expect(new Set(tries.map((r) => r.headers['x-frontdesk-delivery'])).size).toBe(1);
    for (const request of tries) expect(verifies(request, business.secret)).toBe(true);
  });

  it('never deliver notes, and tell a staff reply and the resolution', async () => {
    const receiver = await endpoint();
    const business = await businessWithWebhook(receiver.url('/hooks/frontdesk'));
    const conversationId = await waitingConversation(context, business.key);
    const claimed = await call(context.app, 'POST', apiPaths.conversations.claim(conversationId), {
      token: business.token,
    });
    expect(claimed.statusCode).toBe(200);
    const note = await call(context.app, 'POST', apiPaths.conversations.notes(conversationId), {
      token: business.token,
      body: { text: 'Internal: refund already approved by Sam' },
    });
    expect(note.statusCode).toBeLessThan(300);
    const reply = await call(context.app, 'POST', apiPaths.conversations.replies(conversationId), {
      token: business.token,
      body: { text: 'Hello, I can help with that order.' },
    });
    expect(reply.statusCode).toBe(201);
    const resolved = await call(
      context.app,
      'POST',
      apiPaths.conversations.resolve(conversationId),
      {
        token: business.token,
      },
    );
    expect(resolved.statusCode).toBe(200);

    await until(
      () => receiver.requests.find((request) => eventOf(request) === 'conversation.resolved'),
      'conversation.resolved delivery',
    );
    const staff = await until(
      () =>
        receiver.requests.find(
          (request) =>
            eventOf(request) === 'message.created' &&
            JSON.parse(request.body).data.message.sender === 'staff',
        ),
      'the staff reply',
    );
    expect(JSON.parse(staff.body).data.message.content).toBe('Hello, I can help with that order.');
    await context.jobs.drain();
    for (const request of receiver.requests) {
      expect(request.body).not.toContain('refund already approved');
      expect(JSON.parse(request.body).data.message?.role).not.toBe('note');
    }
  });

  it("deliver one organization's events to its own endpoint only", async () => {
    const mine = await endpoint();
    const theirs = await endpoint();
    const business = await businessWithWebhook(mine.url());
    const other = await businessWithWebhook(theirs.url());

    const ours = await waitingConversation(context, business.key);
    const otherConversation = await waitingConversation(context, other.key);
    await until(
      () => theirs.requests.find((request) => eventOf(request) === 'conversation.waiting'),
      'the other delivery',
    );
    await until(
      () => mine.requests.find((request) => eventOf(request) === 'conversation.waiting'),
      'our delivery',
    );
    await context.jobs.drain();
    for (const request of mine.requests) {
      const payload = JSON.parse(request.body);
      expect(payload.organizationId).toBe(business.organization.id);
      expect(payload.data.conversationId).toBe(ours);
      expect(verifies(request, business.secret)).toBe(true);
    }
    for (const request of theirs.requests) {
      expect(JSON.parse(request.body).data.conversationId).toBe(otherConversation);
    }
    // Another tenant's member cannot act on our conversation: it does not exist for them.
    const foreign = await call(context.app, 'POST', apiPaths.conversations.claim(ours), {
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(mine.requests.some((request) => eventOf(request) === 'conversation.resolved')).toBe(
      false,
    );
  });

  it('refuse the cloud metadata address whatever the deployment allows, without retrying', async () => {
    const business = await businessWithWebhook('http://169.254.169.254/latest/meta-data');
    const failedBefore = (await context.jobs.counts(WEBHOOK_JOB)).failed;
    await waitingConversation(context, business.key);
    await until(
      () => context.logs.find((line) => line.includes('webhook destination refused')),
      'the refusal in the log',
    );
    await context.jobs.drain();
    const counts = await context.jobs.counts(WEBHOOK_JOB);
    expect(counts.failed).toBe(failedBefore);
    expect(counts.delayed).toBe(0);
    expect(context.logs.join('\n')).not.toContain('169.254.169.254/latest');
  });
});

/**
 * Two real server processes on one PostgreSQL and one Redis, as a deployment with several
 * processes runs them: whatever one process decides (a limit, a deleted key, a session), the other
 * sees at once. Runs in the PostgreSQL project only, and only when Redis answers.
 */

import type { LiveEvent } from '@frontdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../faults/support/server-process';
import { openEventStream } from '../support/event-stream';
import { STRONG_PASSWORD } from '../support/test-app';
import { findSharedRedis, useSharedServices } from './support/shared-services';

const redisUrl = await findSharedRedis();

/** A call to /api/v1 of one process; answers the status and the parsed body. */
async function api(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; key?: string; body?: unknown; visitor?: string } = {},
) {
  const authorization = options.token ? `Bearer ${options.token}` : options.key;
  const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(authorization ? { authorization } : {}),
      // The servers trust one proxy hop, as behind a load balancer: this is the visitor's address.
      ...(options.visitor ? { 'x-forwarded-for': options.visitor } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    retryAfter: response.headers.get('retry-after'),
  };
}

describe.skipIf(!redisUrl)('two server processes on one PostgreSQL and one Redis', () => {
  const shared = useSharedServices(redisUrl, 'two-processes');
  let first: ServerProcess;
  let second: ServerProcess;
  /** The owner's token with the organization selected, made on the first process. */
  let token: string;

  beforeAll(async () => {
    const { prefix, smtp } = shared;
    const env = { ...shared.env, TRUST_PROXY: '1' };
    // One after the other: the first applies the migrations, as an upgrade would.
    first = await startServerProcess(env);
    second = await startServerProcess(env);

    const email = `owner-${prefix.replace(/\W/g, '')}@example.com`;
    const registered = await api(first, 'POST', '/auth/register', {
      body: { name: 'Owner', email, password: STRONG_PASSWORD },
    });
    expect(registered.status).toBe(201);
    const mail = await smtp.waitFor(email, 'activation code', 15_000);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    // Activated on the other process: the session made on the first works there.
    const activated = await api(second, 'POST', '/auth/activate', {
      token: registered.body.accessToken,
      body: { code },
    });
    expect(activated.status).toBe(200);
    const organization = await api(first, 'POST', '/organizations', {
      token: registered.body.accessToken,
      body: { name: 'Bright Dental', description: '', industry: 'Technology' },
    });
    const switched = await api(second, 'GET', `/auth/organization/${organization.body.id}`, {
      token: registered.body.accessToken,
    });
    token = switched.body.accessToken;
    // Starter: 10 turns a minute per visitor.
    expect(
      (await api(first, 'POST', '/billing/checkout', { token, body: { plan: 'starter' } })).status,
    ).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await first?.kill();
    await second?.kill();
  });

  const newKey = async (server: ServerProcess) => {
    const created = await api(server, 'POST', '/api-keys', {
      token,
      body: { name: 'Website', allowedOrigins: [] },
    });
    expect(created.status).toBe(201);
    return created.body as { id: string; key: string };
  };
  const ask = (server: ServerProcess, key: string, visitor: string) =>
    api(server, 'POST', '/conversations', { key, visitor, body: { message: 'Are you open?' } });

  it("holds a visitor's limit across both processes", async () => {
    const { key } = await newKey(first);
    const answers = [];
    for (let i = 0; i < 14; i++) {
      answers.push(await ask(i % 2 === 0 ? first : second, key, '203.0.113.10'));
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    expect(Number(answers[13]?.retryAfter)).toBeGreaterThan(0);
    // Another visitor of the same site is not held back by the first one's turns.
    expect((await ask(second, key, '203.0.113.11')).status).toBe(200);
  });

  it('refuses a key deleted through one process on the other at once', async () => {
    const { id, key } = await newKey(second);
    expect((await ask(first, key, '203.0.113.20')).status).toBe(200);
    expect((await api(second, 'DELETE', `/api-keys/${id}`, { token })).status).toBe(204);
    const refused = await ask(first, key, '203.0.113.20');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('A valid API key is required.');
  });

  it('carries a handoff live across processes: the inbox on one, the customer on the other', async () => {
    const { key } = await newKey(first);
    const visitor = '203.0.113.30';
    const inbox = await openEventStream<LiveEvent>(`${first.baseUrl}/api/v1/inbox/events`, {
      authorization: `Bearer ${token}`,
    });
    try {
      const asked = await api(second, 'POST', '/conversations', {
        key,
        visitor,
        body: { message: 'can I talk to a human' },
      });
      expect(asked.body.status).toBe('waiting');
      const id = asked.body.conversationId as string;
      await inbox.next(
        (e) => e.type === 'status' && e.conversationId === id && e.status === 'waiting',
      );

      const customer = await openEventStream<LiveEvent>(
        `${second.baseUrl}/api/v1/conversations/${id}/events`,
        { authorization: key, 'x-forwarded-for': visitor },
      );
      try {
        expect((await api(first, 'POST', `/conversations/${id}/claim`, { token })).status).toBe(
          200,
        );
        await customer.next((e) => e.type === 'status' && e.status === 'human');
        await customer.next(
          (e) => e.type === 'message' && e.message.content === "You're now chatting with Owner",
        );
        const replied = await api(first, 'POST', `/conversations/${id}/replies`, {
          token,
          body: { text: 'Hello, Owner here.' },
        });
        expect(replied.status).toBe(201);
        const reply = await customer.next(
          (e) => e.type === 'message' && e.message.sender === 'staff',
        );
        expect(reply).toMatchObject({
          message: { content: 'Hello, Owner here.', senderName: 'Owner' },
        });

        // The customer answers on the other process: the member hears it; the operator stays quiet.
        const more = await api(second, 'POST', '/conversations', {
          key,
          visitor,
          body: { conversationId: id, message: 'thanks, and one more thing' },
        });
        expect(more.status).toBe(200);
        expect(more.body.messages.at(-1)).toMatchObject({ role: 'user', sender: 'customer' });
        await inbox.next(
          (e) => e.type === 'message' && e.message.content === 'thanks, and one more thing',
        );
      } finally {
        await customer.close();
      }
    } finally {
      await inbox.close();
    }
  });

  // Last: it ends the owner's sessions, which the tests above use.
  it('honours a session made on one process on the other, and ends it everywhere', async () => {
    const login = await api(second, 'POST', '/auth/login', {
      body: {
        email: (await api(first, 'GET', '/auth/me', { token })).body.email,
        password: STRONG_PASSWORD,
      },
    });
    expect(login.status).toBe(200);
    const session = login.body.accessToken as string;
    expect((await api(first, 'GET', '/auth/me', { token: session })).status).toBe(200);
    expect((await api(first, 'POST', '/auth/logout', { token: session })).status).toBeLessThan(300);
    expect((await api(second, 'GET', '/auth/me', { token: session })).status).toBe(401);
  });
});

import type { AddressInfo } from 'node:net';
import { handoffNotices } from '@frontdesk/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ASK_FOR_PERSON,
  closeInboxStreams,
  inboxTeam,
  openInboxStream,
  until,
} from './support/inbox';
import { useTestContext } from './support/test-app';

/** The dashboard's live stream, read over real HTTP with fetch as the browser reads it. */
const context = useTestContext();
afterEach(closeInboxStreams);

describe('the inbox stream', () => {
  it('tells an open inbox about a customer asking for a person, and about a claim', async () => {
    const { business, dana, sam } = await inboxTeam(context);
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const { response, received } = await openInboxStream(base, sam.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    // First a resync: the client reads the inbox fresh, then follows the events.
    await until(() => received[0]);
    expect(received[0]).toEqual({ id: '1', event: { type: 'resync' } });

    const turn = await fetch(`${base}/api/v1/conversations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${business.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: ASK_FOR_PERSON }),
    });
    expect(turn.status).toBe(200);
    const { conversationId } = (await turn.json()) as { conversationId: string };

    const customerMessage = await until(() =>
      received.find(
        (r) => r.event.type === 'message' && r.event.message.content === ASK_FOR_PERSON,
      ),
    );
    expect(customerMessage.event).toMatchObject({ conversationId });
    const waiting = await until(() =>
      received.find((r) => r.event.type === 'status' && r.event.status === 'waiting'),
    );
    expect(waiting.event).toEqual({
      type: 'status',
      conversationId,
      status: 'waiting',
      assigneeId: null,
      assigneeName: null,
    });

    const claimed = await fetch(`${base}/api/v1/conversations/${conversationId}/claim`, {
      method: 'POST',
      headers: { authorization: `Bearer ${dana.token}` },
    });
    expect(claimed.status).toBe(200);
    const human = await until(() =>
      received.find((r) => r.event.type === 'status' && r.event.status === 'human'),
    );
    expect(human.event).toMatchObject({ assigneeId: dana.userId, assigneeName: 'Dana' });
    expect(
      received.some(
        (r) =>
          r.event.type === 'message' && r.event.message.content === handoffNotices.joined('Dana'),
      ),
    ).toBe(true);
    // Ids increase with each event, so a client can tell where it is.
    const ids = received.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('hears nothing of another organization', async () => {
    const first = await inboxTeam(context);
    const second = await inboxTeam(context);
    if (!context.app.server.listening) await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const { received } = await openInboxStream(base, second.dana.token);
    await until(() => received[0]);

    // A person is asked for in the first organization, then in the second: only the second's shows.
    for (const key of [first.business.key, second.business.key]) {
      await fetch(`${base}/api/v1/conversations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: ASK_FOR_PERSON }),
      });
    }
    await until(() => received.find((r) => r.event.type === 'status'));
    const conversations = new Set(
      received.flatMap((r) => ('conversationId' in r.event ? [r.event.conversationId] : [])),
    );
    expect(conversations.size).toBe(1);
  });
});

import { DEFAULT_HANDOFF_MESSAGE, defaultHandoffSettings } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import { customerSays, inboxTeam, waitingConversation } from './support/inbox';
import { call, useTestContext } from './support/test-app';

/** The inbox seen from the customer's side: what reaches the public API, and what reopens. */
const context = useTestContext();

const act = (token: string, path: string, body?: unknown) =>
  call(context.app, 'POST', `/conversations/${path}`, { token, body });

const detailOf = async (token: string, id: string) =>
  (await call(context.app, 'GET', `/conversations/${id}`, { token })).json() as {
    status: string;
    assigneeId: string | null;
    messages: { role: string; sender: string; senderName: string | null; content: string }[];
  };

describe('notes', () => {
  it('are in the team’s thread and never in what the customer reads', async () => {
    const { business, dana } = await inboxTeam(context);
    const id = await waitingConversation(context, business.key);
    await act(dana.token, `${id}/claim`);
    const note = await act(dana.token, `${id}/notes`, { text: 'Regular customer, be nice' });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ role: 'note', sender: 'note', senderName: 'Dana' });
    await act(dana.token, `${id}/replies`, { text: 'Hello from Dana' });

    const detail = await detailOf(dana.token, id);
    expect(detail.messages.map((m) => [m.role, m.sender, m.senderName])).toEqual([
      ['user', 'customer', null],
      ['assistant', 'system', null],
      ['assistant', 'system', null],
      ['note', 'note', 'Dana'],
      ['assistant', 'staff', 'Dana'],
    ]);
    expect(detail).toMatchObject({ status: 'human', assigneeId: dana.userId });

    const lookup = await context.app.inject({
      method: 'POST',
      url: '/api/v1/conversations/lookup',
      headers: { authorization: `Bearer ${business.key}` },
      payload: { conversationId: id },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.body).toContain('Hello from Dana');
    expect(lookup.body).not.toContain('Regular customer');
    // Nor in the answer to the customer's next message.
    const next = await customerSays(context, business.key, 'Thanks!', id);
    expect(JSON.stringify(next)).not.toContain('Regular customer');
  });
});

describe('a resolved conversation', () => {
  it('goes back to the operator when the customer writes again (by default)', async () => {
    const { business, dana } = await inboxTeam(context);
    const id = await waitingConversation(context, business.key);
    await act(dana.token, `${id}/claim`);
    expect((await act(dana.token, `${id}/resolve`)).json().status).toBe('resolved');

    await customerSays(context, business.key, 'How much is a cleaning?', id);
    const detail = await detailOf(dana.token, id);
    expect(detail.status).toBe('ai');
    expect(detail.assigneeId).toBeNull();
    const last = detail.messages.at(-1)!;
    expect(last).toMatchObject({ sender: 'ai' });
    expect(last.content).toContain('$120');
  });

  it('waits for the team again when the organization chose so, once', async () => {
    const { business, dana } = await inboxTeam(context);
    const saved = await call(context.app, 'PUT', '/handoff-settings', {
      token: business.token,
      body: { ...defaultHandoffSettings, reopenTo: 'waiting' },
    });
    expect(saved.statusCode).toBe(200);
    const id = await waitingConversation(context, business.key);
    await act(dana.token, `${id}/claim`);
    await act(dana.token, `${id}/resolve`);

    await customerSays(context, business.key, 'One more question', id);
    await customerSays(context, business.key, 'Hello?', id);
    const detail = await detailOf(dana.token, id);
    expect(detail.status).toBe('waiting');
    const afterResolve = detail.messages.slice(
      detail.messages.findIndex((m) => m.content.includes('resolved')) + 1,
    );
    // One handoff notice, no operator answer, and the second message simply waits.
    expect(afterResolve.map((m) => [m.sender, m.content])).toEqual([
      ['customer', 'One more question'],
      ['system', DEFAULT_HANDOFF_MESSAGE],
      ['customer', 'Hello?'],
    ]);
    const waiting = await call(context.app, 'GET', '/inbox?view=waiting', { token: dana.token });
    expect(waiting.json().results.map((r: { id: string }) => r.id)).toEqual([id]);
  });
});

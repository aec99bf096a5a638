import { handoffNotices } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  ASK_FOR_PERSON,
  customerSays,
  inboxTeam,
  waitingConversation,
} from '../../../test/support/inbox';
import { call, signUpWithOrganization, useTestContext } from '../../../test/support/test-app';

const context = useTestContext();

const inboxOf = (token: string, view: string) =>
  call(context.app, 'GET', `/inbox?view=${view}`, { token });
const idsOf = (response: { json(): { results: { id: string }[] } }) =>
  response.json().results.map((row) => row.id);
const act = (token: string, path: string, body?: unknown) =>
  call(context.app, 'POST', `/conversations/${path}`, { token, body });

describe('the inbox list', () => {
  it('shows each tab with its counts: waiting oldest first, mine, all', async () => {
    const { business, dana, sam } = await inboxTeam(context);
    const first = await waitingConversation(context, business.key);
    const second = await waitingConversation(context, business.key);
    const third = await waitingConversation(context, business.key);
    const answered = (await customerSays(context, business.key, 'How much is a cleaning?'))
      .conversationId;
    expect((await act(dana.token, `${second}/claim`)).statusCode).toBe(200);
    expect((await act(sam.token, `${third}/claim`)).statusCode).toBe(200);
    // A note is not a last message: the row still shows what the customer read last.
    expect((await act(dana.token, `${second}/notes`, { text: 'VIP' })).statusCode).toBe(201);

    const waiting = await inboxOf(dana.token, 'waiting');
    expect(waiting.statusCode).toBe(200);
    expect(waiting.headers['cache-control']).toBe('no-store');
    expect(idsOf(waiting)).toEqual([first]);
    expect(waiting.json().counts).toEqual({ waiting: 1, mine: 1, all: 4 });
    expect(waiting.json().results[0]).toMatchObject({
      status: 'waiting',
      assigneeId: null,
      assigneeName: null,
      customerName: null,
      channel: 'api',
      lastMessage: { sender: 'system' },
    });
    expect(Date.parse(waiting.json().results[0].waitingSince)).not.toBeNaN();

    const mine = await inboxOf(dana.token, 'mine');
    expect(idsOf(mine)).toEqual([second]);
    expect(mine.json().results[0]).toMatchObject({
      status: 'human',
      assigneeId: dana.userId,
      assigneeName: 'Dana',
      lastMessage: { sender: 'system', content: handoffNotices.joined('Dana') },
    });
    expect(
      (await inboxOf(sam.token, 'mine')).json().results.map((r: { id: string }) => r.id),
    ).toEqual([third]);

    // Latest activity first: the note was the last thing written.
    const all = await inboxOf(dana.token, 'all');
    expect(idsOf(all)).toEqual([second, third, answered, first]);
    expect(all.json().results[1].assigneeName).toBe('Sam');
    expect((await inboxOf(dana.token, 'nope')).statusCode).toBe(400);
    // Waiting is the default tab.
    expect(idsOf(await call(context.app, 'GET', '/inbox', { token: dana.token }))).toEqual([first]);
  });

  it('lets a viewer read the inbox but not take a conversation', async () => {
    const { business, viewer } = await inboxTeam(context);
    const id = await waitingConversation(context, business.key);
    expect(idsOf(await inboxOf(viewer.token, 'waiting'))).toEqual([id]);
    const claimed = await act(viewer.token, `${id}/claim`);
    expect(claimed.statusCode).toBe(403);
    expect(claimed.json().code).toBe('forbidden_role');
  });
});

describe('taking a conversation over', () => {
  it('gives a waiting conversation to exactly one of two members claiming at once', async () => {
    const { business, dana, sam } = await inboxTeam(context);
    const id = await waitingConversation(context, business.key);
    const [a, b] = await Promise.all([
      act(dana.token, `${id}/claim`),
      act(sam.token, `${id}/claim`),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json().code).toBe('already_assigned');
    const won = a.statusCode === 200 ? a : b;
    const winner = won === a ? dana : sam;
    expect(won.json()).toEqual({
      id,
      status: 'human',
      assigneeId: winner.userId,
      assigneeName: winner === dana ? 'Dana' : 'Sam',
    });

    // Claiming again is harmless for the member who has it, and adds no second notice.
    expect((await act(winner.token, `${id}/claim`)).json().status).toBe('human');
    const detail = await call(context.app, 'GET', `/conversations/${id}`, { token: dana.token });
    const joined = detail
      .json()
      .messages.filter((m: { sender: string; content: string }) =>
        m.content.startsWith("You're now"),
      );
    expect(joined).toHaveLength(1);
    expect(detail.json()).toMatchObject({ status: 'human', assigneeId: winner.userId });
  });

  it('takes replies only from the member who has the conversation', async () => {
    const { business, dana, sam } = await inboxTeam(context);
    const id = await waitingConversation(context, business.key);
    const early = await act(dana.token, `${id}/replies`, { text: 'Hi!' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('conversation_not_assigned');
    await act(dana.token, `${id}/claim`);
    const refused = await act(sam.token, `${id}/replies`, { text: 'Me too' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('conversation_not_assigned');
    expect((await act(sam.token, `${id}/resolve`)).json().code).toBe('already_assigned');
    expect((await act(sam.token, `${id}/release`)).json().code).toBe('already_assigned');

    const replied = await act(dana.token, `${id}/replies`, { text: 'Hello, Dana here.' });
    expect(replied.statusCode).toBe(201);
    expect(replied.json()).toMatchObject({
      role: 'assistant',
      sender: 'staff',
      senderName: 'Dana',
      content: 'Hello, Dana here.',
    });
    expect((await act(dana.token, `${id}/replies`, { text: '  ' })).statusCode).toBe(400);
  });

  it('resolves, hands back to the operator and assigns, each with its notice', async () => {
    const { business, dana, sam } = await inboxTeam(context);
    const id = await waitingConversation(context, business.key);
    const assign = (token: string, assigneeId: string | null) =>
      call(context.app, 'PATCH', `/conversations/${id}`, { token, body: { assigneeId } });

    expect((await assign(dana.token, sam.userId)).json()).toEqual({
      id,
      status: 'human',
      assigneeId: sam.userId,
      assigneeName: 'Sam',
    });
    // Someone who is not a member of the organization cannot be given it.
    const outsider = await signUpWithOrganization(context, 'Elsewhere');
    expect((await assign(dana.token, outsider.user.id)).statusCode).toBe(404);
    expect((await assign(dana.token, null)).json()).toMatchObject({
      status: 'waiting',
      assigneeId: null,
    });
    expect((await act(dana.token, `${id}/claim`)).json().assigneeName).toBe('Dana');
    expect((await act(dana.token, `${id}/release`)).json()).toEqual({
      id,
      status: 'ai',
      assigneeId: null,
      assigneeName: null,
    });
    expect((await act(sam.token, `${id}/resolve`)).json()).toEqual({
      id,
      status: 'resolved',
      assigneeId: sam.userId,
      assigneeName: 'Sam',
    });
    // Resolving what is resolved changes nothing.
    expect((await act(sam.token, `${id}/resolve`)).json().status).toBe('resolved');

    const detail = await call(context.app, 'GET', `/conversations/${id}`, { token: dana.token });
    const notices = detail
      .json()
      .messages.filter((m: { sender: string }) => m.sender === 'system')
      .map((m: { content: string }) => m.content);
    expect(notices.slice(1)).toEqual([
      handoffNotices.joined('Sam'),
      notices[0], // back in the queue: the handoff notice again
      handoffNotices.joined('Dana'),
      handoffNotices.handedBack,
      handoffNotices.resolved,
    ]);
  });

  it('types to the customer, rate-limited per member', async () => {
    const { business, dana } = await inboxTeam(context);
    const id = await waitingConversation(context, business.key);
    const typing = () =>
      call(context.app, 'POST', `/inbox/conversations/${id}/typing`, {
        token: dana.token,
      });
    expect((await typing()).statusCode).toBe(204);
    for (let i = 1; i < 60; i++) await typing();
    expect((await typing()).statusCode).toBe(429);
  });

  it('asks for an event stream before opening one', async () => {
    const { dana } = await inboxTeam(context);
    const response = await call(context.app, 'GET', '/inbox/events', { token: dana.token });
    expect(response.statusCode).toBe(400);
  });
});

describe('another organization', () => {
  it('finds none of the conversations on any inbox call', async () => {
    const { business } = await inboxTeam(context);
    const id = await waitingConversation(context, business.key);
    const other = await signUpWithOrganization(context, 'Other');
    const token = other.token;
    for (const path of ['claim', 'replies', 'notes', 'resolve', 'release']) {
      const response = await act(token, `${id}/${path}`, { text: 'Hello' });
      expect(response.statusCode, path).toBe(404);
    }
    const patched = await call(context.app, 'PATCH', `/conversations/${id}`, {
      token,
      body: { assigneeId: null },
    });
    expect(patched.statusCode).toBe(404);
    const claimedAsOther = await call(context.app, 'PATCH', `/conversations/${id}`, {
      token,
      body: { assigneeId: other.user.id },
    });
    expect(claimedAsOther.statusCode).toBe(404);
    const typing = await call(context.app, 'POST', `/inbox/conversations/${id}/typing`, { token });
    expect(typing.statusCode).toBe(404);
    expect((await inboxOf(token, 'all')).json()).toEqual({
      results: [],
      counts: { waiting: 0, mine: 0, all: 0 },
    });
    expect((await call(context.app, 'GET', `/conversations/${id}`, { token })).statusCode).toBe(
      404,
    );
    // The customer's conversation is untouched.
    const again = await customerSays(context, business.key, ASK_FOR_PERSON, id);
    expect(again.conversationId).toBe(id);
  });
});

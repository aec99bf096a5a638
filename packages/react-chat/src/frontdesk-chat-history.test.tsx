import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answerWith,
  apiError,
  CONVERSATIONS,
  conversationOf,
  fakeServerForEachTest,
  gate,
  LOOKUP,
  lookupAnswers,
  message,
  sendJson,
} from './test/fake-server';
import { openChat, renderChat } from './test/render-chat';

const STORAGE_KEY = 'frontdesk-chat:fd_pk_test';
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');

const server = fakeServerForEachTest();

const lookupBodies = () => server.requests.filter((r) => r.path === LOOKUP).map((r) => r.body);
const sentBodies = () => server.requests.filter((r) => r.path === CONVERSATIONS).map((r) => r.body);

describe('FrontdeskChat across page loads', () => {
  it('shows the stored conversation again, found by the lookup', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ id: 'conv-9', user: '' }));
    lookupAnswers(
      server,
      conversationOf('conv-9', [
        message('user', 'Do you ship abroad?'),
        message('assistant', 'Yes, to 30 countries.'),
      ]),
    );
    await openChat(server);

    const dialog = screen.getByRole('dialog', { name: 'Ada' });
    expect(await within(dialog).findByText('Yes, to 30 countries.')).toBeInTheDocument();
    expect(within(dialog).getByText('Do you ship abroad?')).toBeInTheDocument();
    expect(lookupBodies()).toEqual([{ conversationId: 'conv-9' }]);
  });

  it('continues the conversation of an earlier page load', async () => {
    lookupAnswers(server, null);
    answerWith(server, 'First answer.', ' And more.');
    const first = await openChat(server);
    await first.user.type(screen.getByRole('textbox', { name: 'Message' }), 'First{Enter}');
    await screen.findByText('First answer. And more.');
    first.unmount();

    // The next page: the stored id goes to the lookup, which brings the conversation back, and
    // with the next message.
    lookupAnswers(
      server,
      conversationOf('conv-1', [
        message('user', 'First'),
        message('assistant', 'First answer. And more.'),
      ]),
    );
    answerWith(server, 'Second answer.');
    const second = await openChat(server);
    expect(await screen.findByText('First answer. And more.')).toBeInTheDocument();
    await second.user.type(screen.getByRole('textbox', { name: 'Message' }), 'Second{Enter}');
    await screen.findByText('Second answer.');
    expect(lookupBodies()).toEqual([{}, { conversationId: 'conv-1' }]);
    expect(sentBodies()).toEqual([
      { message: 'First', locale: 'en-US' },
      { message: 'Second', conversationId: 'conv-1', locale: 'en-US' },
    ]);
  });

  it("does not show another signed-in user's conversation from this browser", async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ id: 'conv-9', user: 'u_1' }));
    lookupAnswers(server, null);
    await openChat(server, { user: { id: 'u_2', hash: 'b'.repeat(64) } });
    expect(lookupBodies()).toEqual([{ user: { id: 'u_2', hash: 'b'.repeat(64) } }]);
  });

  it('forgets a stored conversation the server no longer has', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ id: 'gone', user: '' }));
    lookupAnswers(server, null);
    await openChat(server);
    await screen.findByRole('textbox', { name: 'Message' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stored()).toBeNull();
  });

  it('keeps the conversation a message started while the first lookup was still answering', async () => {
    const lookupHeld = gate();
    server.on(LOOKUP, async (_request, response) => {
      await lookupHeld.promise;
      sendJson(response, 200, { operator: { name: 'Ada' }, conversation: null });
    });
    answerWith(server, 'We open at 8am.');
    const { user } = renderChat(server, { defaultOpen: true });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hours?{Enter}');
    await screen.findByText('We open at 8am.');
    expect(stored()).toEqual({ id: 'conv-1', user: '' });

    // The lookup, asked before there was a conversation, answers "none" only now.
    lookupHeld.open();
    await waitFor(() => expect(lookupBodies()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stored()).toEqual({ id: 'conv-1', user: '' });
  });

  it('starts a new conversation when the one it continues is not found (404)', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ id: 'gone', user: '' }));
    server.on(LOOKUP, () => {}); // still looking when the customer sends
    let calls = 0;
    server.on(CONVERSATIONS, (request, response) => {
      calls += 1;
      if (request.body.conversationId) {
        sendJson(response, 404, apiError(404, 'not_found', 'Not found.'));
        return;
      }
      sendJson(
        response,
        200,
        conversationOf('conv-new', [
          message('user', 'Hello'),
          message('assistant', 'Welcome back.'),
        ]),
      );
    });
    const { user } = renderChat(server, { defaultOpen: true });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');

    expect(await screen.findByText('Welcome back.')).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(sentBodies()).toEqual([
      { message: 'Hello', conversationId: 'gone', locale: 'en-US' },
      { message: 'Hello', locale: 'en-US' },
    ]);
    expect(stored()).toEqual({ id: 'conv-new', user: '' });
  });

  it("'New conversation' clears the panel and the stored id, and the next message starts afresh", async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ id: 'conv-9', user: '' }));
    lookupAnswers(
      server,
      conversationOf('conv-9', [
        message('user', 'Old question'),
        message('assistant', 'Old answer'),
      ]),
    );
    answerWith(server, 'Fresh answer.');
    const { user } = await openChat(server, { greeting: 'Hi there!' });
    await screen.findByText('Old answer');

    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(screen.queryByText('Old answer')).not.toBeInTheDocument();
    expect(screen.getByText('Hi there!')).toBeInTheDocument();
    expect(stored()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'New question{Enter}');
    expect(await screen.findByText('Fresh answer.')).toBeInTheDocument();
    expect(sentBodies()).toEqual([{ message: 'New question', locale: 'en-US' }]);
  });
});

describe('FrontdeskChat with a long conversation', () => {
  const numbered = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => ({
      ...message(i % 2 === 0 ? 'user' : 'assistant', `message ${from + i}`),
      timestamp: 1_750_000_000_000 + from + i,
    }));

  it('shows the latest page, and earlier messages when asked', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ id: 'conv-long', user: '' }));
    server.on(LOOKUP, (request, response) => {
      const before = request.body.before as number | undefined;
      const conversation = before
        ? conversationOf('conv-long', numbered(0, 50), false)
        : conversationOf('conv-long', numbered(50, 100), true);
      sendJson(response, 200, { operator: { name: 'Ada' }, conversation });
    });
    const { user } = await openChat(server);
    expect(await screen.findByText('message 99')).toBeInTheDocument();
    expect(screen.queryByText('message 49')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByText('message 0')).toBeInTheDocument();
    expect(screen.getByText('message 99')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
    expect(lookupBodies().at(-1)).toEqual({
      conversationId: 'conv-long',
      before: 1_750_000_000_050,
    });
  });

  it('starts a new conversation by itself when the stored one is full, keeping the message', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ id: 'conv-full', user: '' }));
    lookupAnswers(server, conversationOf('conv-full', numbered(150, 200), true));
    server.on(CONVERSATIONS, (request, response) => {
      if (request.body.conversationId === 'conv-full') {
        const full = 'This conversation has reached its length limit.';
        return sendJson(response, 409, apiError(409, 'conversation_full', full));
      }
      const asked = { ...message('user', String(request.body.message)), timestamp: 2e12 };
      const answer = { ...message('assistant', 'Happy to help again.'), timestamp: 2e12 + 1 };
      sendJson(response, 200, conversationOf('conv-new', [asked, answer]));
    });
    const { user } = await openChat(server);
    await screen.findByText('message 199');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Still there?{Enter}');

    expect(await screen.findByText('Happy to help again.')).toBeInTheDocument();
    expect(screen.getByText('message 199')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentBodies().map((body) => body.conversationId)).toEqual(['conv-full', undefined]);
    expect(stored().id).toBe('conv-new');
  });
});

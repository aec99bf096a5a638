import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Conversation, LiveEvent } from './contract';
import {
  conversationOf,
  fakeServerForEachTest,
  gate,
  LOOKUP,
  lookupAnswers,
  message,
  sendEvent,
  sendJson,
  startEvents,
} from './test/fake-server';
import { openChat, renderChat } from './test/render-chat';
import type { ChatMessage } from './types';

const server = fakeServerForEachTest({ answerLookup: true });

const BASE = '/api/v1/conversations/conv-1';
const T = 1_750_000_000_000;

const question: ChatMessage = { ...message('user', 'Where is my order?'), id: 'm1', timestamp: T };
const answer: ChatMessage = {
  ...message('assistant', 'It ships today.'),
  id: 'm2',
  sender: 'ai',
  timestamp: T + 1000,
};
const notice = (id: string, content: string, timestamp = T + 2000): ChatMessage => ({
  role: 'assistant',
  sender: 'system',
  id,
  content,
  timestamp,
});

/** A conversation the browser kept, in this state on the server. */
function storedConversation(
  status: Conversation['status'],
  messages: ChatMessage[] = [question, answer],
  extra: Partial<Conversation> = {},
) {
  localStorage.setItem('frontdesk-chat:fd_pk_test', JSON.stringify({ id: 'conv-1', user: '' }));
  const conversation = { ...conversationOf('conv-1', messages), status, ...extra };
  lookupAnswers(server, conversation);
  return conversation;
}

const requestsTo = (path: string) => server.requests.filter((r) => r.path === path);

/** The conversation's live stream: the test writes events to it once the widget follows it. */
function liveStream() {
  const connected = gate();
  let send: (event: LiveEvent) => void = () => {};
  server.on(`${BASE}/events`, (_request, response) => {
    startEvents(response);
    send = (event) => sendEvent(response, event.type, event);
    send({ type: 'resync' });
    connected.open();
  });
  return { connected: connected.promise, send: (event: LiveEvent) => send(event) };
}

describe('talking to a person', () => {
  it("asks for a person with 'Talk to a person' and shows the notice", async () => {
    const waiting = 'I’m connecting you with a person from our team.';
    storedConversation('ai');
    server.on(`${BASE}/handoff`, (_request, response) =>
      sendJson(response, 200, {
        ...conversationOf('conv-1', [question, answer, notice('m3', waiting)]),
        status: 'waiting',
      }),
    );
    const { user } = await openChat(server);
    await user.click(await screen.findByRole('button', { name: 'Talk to a person' }));

    expect(await screen.findByText(waiting)).toHaveClass('fdc-note');
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).not.toBeInTheDocument();
    const [call] = requestsTo(`${BASE}/handoff`);
    expect(call?.method).toBe('POST');
    expect(call?.headers.authorization).toBe('fd_pk_test');
  });

  it('offers no person before a conversation exists', async () => {
    await openChat(server);
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).not.toBeInTheDocument();
  });

  it('shows the member joining, typing and replying live, each message once', async () => {
    storedConversation('waiting');
    const stream = liveStream();
    await openChat(server);
    await stream.connected;
    expect(requestsTo(`${BASE}/events`)[0]?.headers.authorization).toBe('fd_pk_test');

    stream.send({
      type: 'message',
      conversationId: 'conv-1',
      message: {
        id: 'm3',
        role: 'assistant',
        sender: 'system',
        senderName: null,
        content: "You're now chatting with Dana",
        timestamp: (T + 3000) / 1000,
      },
    });
    expect(await screen.findByText("You're now chatting with Dana")).toHaveClass('fdc-note');

    stream.send({ type: 'typing', conversationId: 'conv-1', who: 'staff', name: 'Dana' });
    expect(await screen.findByText('Dana is typing…')).toBeInTheDocument();

    const reply = {
      id: 'm4',
      role: 'assistant' as const,
      sender: 'staff' as const,
      senderName: 'Dana',
      content: 'Hi, I can help with that.',
      timestamp: (T + 4000) / 1000,
    };
    stream.send({ type: 'message', conversationId: 'conv-1', message: reply });
    stream.send({ type: 'message', conversationId: 'conv-1', message: reply });
    const shown = await screen.findByText('Hi, I can help with that.');
    expect(within(shown).getByText('Dana')).toBeInTheDocument();
    expect(screen.queryByText('Dana is typing…')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Hi, I can help with that.')).toHaveLength(1);
  });

  it('reads the conversation again when its state changes', async () => {
    storedConversation('human');
    const stream = liveStream();
    await openChat(server);
    await stream.connected;
    const before = requestsTo(LOOKUP).length;
    storedConversation(
      'resolved',
      [question, answer, notice('m5', 'This conversation was marked as resolved.')],
      {
        canRate: true,
      },
    );
    stream.send({
      type: 'status',
      conversationId: 'conv-1',
      status: 'resolved',
      assigneeId: 'u1',
      assigneeName: null,
    });
    expect(
      await screen.findByRole('group', { name: 'How would you rate this conversation?' }),
    ).toBeInTheDocument();
    expect(requestsTo(LOOKUP).length).toBeGreaterThan(before);
  });

  it('tells the team the customer is typing, at most every 3 seconds', async () => {
    storedConversation('human');
    server.on(`${BASE}/typing`, (_request, response) => {
      response.writeHead(204).end();
    });
    const { user } = await openChat(server);
    await screen.findByText('It ships today.');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello there');
    await waitFor(() => expect(requestsTo(`${BASE}/typing`)).toHaveLength(1));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), ', again');
    expect(requestsTo(`${BASE}/typing`)).toHaveLength(1);
  });
});

describe('after a resolution', () => {
  const resolved = [question, answer, notice('m5', 'This conversation was marked as resolved.')];

  it('asks for a rating with five buttons and an optional comment, once', async () => {
    storedConversation('resolved', resolved, { canRate: true });
    server.on(`${BASE}/rating`, (_request, response) => {
      response.writeHead(204).end();
    });
    const { user, unmount } = await openChat(server);
    await screen.findByRole('group', { name: 'How would you rate this conversation?' });
    for (let n = 1; n <= 5; n++) {
      expect(screen.getByRole('button', { name: `Rate ${n} of 5` })).toBeInTheDocument();
    }
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Quick help');
    await user.click(screen.getByRole('button', { name: 'Rate 4 of 5' }));

    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(requestsTo(`${BASE}/rating`)[0]?.body).toEqual({ rating: 4, comment: 'Quick help' });
    unmount();

    // The next page: the same resolution is not asked about again.
    await openChat(server);
    await screen.findByText('This conversation was marked as resolved.');
    expect(screen.queryByRole('button', { name: 'Rate 4 of 5' })).not.toBeInTheDocument();
  });

  it('does not ask when the business does not want ratings', async () => {
    storedConversation('resolved', resolved);
    await openChat(server);
    await screen.findByText('This conversation was marked as resolved.');
    expect(screen.queryByRole('button', { name: 'Rate 1 of 5' })).not.toBeInTheDocument();
  });
});

describe('while the team is away', () => {
  it('takes an email address, and thanks for it', async () => {
    const away = "Our team is away right now. We're back Monday at 9:00.";
    storedConversation('waiting', [question, answer, notice('m3', away)]);
    server.on(`${BASE}/contact`, (_request, response) =>
      sendJson(response, 200, {
        ...conversationOf('conv-1', [
          question,
          answer,
          notice('m3', away),
          notice('m4', "Thanks, we'll reply to you by email.", T + 5000),
        ]),
        status: 'waiting',
      }),
    );
    const { user } = await openChat(server);
    await user.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      'sam@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Leave email' }));

    expect(await screen.findByText("Thanks, we'll reply to you by email.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    const [call] = requestsTo(`${BASE}/contact`);
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({ email: 'sam@example.com' });
  });
});

describe('the launcher', () => {
  it('shows how many replies came since the customer last looked', async () => {
    storedConversation('human', [
      question,
      answer,
      {
        ...answer,
        id: 'm6',
        sender: 'staff',
        senderName: 'Dana',
        content: 'Are you there?',
        timestamp: T + 9000,
      },
    ]);
    localStorage.setItem(
      'frontdesk-chat-seen:fd_pk_test',
      JSON.stringify({ id: 'conv-1', at: T + 1000, person: true }),
    );
    const { user } = renderChat(server);
    const launcher = await screen.findByRole('button', { name: 'Open chat, 1 unread message' });
    await user.click(launcher);
    expect(await screen.findByText('Are you there?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(await screen.findByRole('button', { name: 'Open chat' })).toBeInTheDocument();
  });

  it('asks nothing while closed when no person has the conversation', async () => {
    storedConversation('ai');
    localStorage.setItem(
      'frontdesk-chat-seen:fd_pk_test',
      JSON.stringify({ id: 'conv-1', at: T, person: false }),
    );
    renderChat(server);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
  });
});

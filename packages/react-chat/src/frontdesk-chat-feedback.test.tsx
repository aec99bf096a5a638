import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Conversation } from './contract';
import {
  conversationOf,
  fakeServerForEachTest,
  LOOKUP,
  message,
  sendJson,
} from './test/fake-server';
import { openChat } from './test/render-chat';
import type { ChatMessage } from './types';

const server = fakeServerForEachTest({ answerLookup: true });

const BASE = '/api/v1/conversations/conv-1';
const FEEDBACK = `${BASE}/messages/m2/feedback`;
const T = 1_750_000_000_000;

const question: ChatMessage = {
  ...message('user', 'How much is a cleaning?'),
  id: 'm1',
  timestamp: T,
};
const answer: ChatMessage = {
  ...message('assistant', 'A cleaning costs $120.'),
  id: 'm2',
  sender: 'ai',
  timestamp: T + 1000,
  outcome: 'answered',
  feedback: null,
  sources: [
    { contentId: 'c1', excerpt: 'A standard cleaning costs $120.', url: null, title: null },
    {
      contentId: 'c2',
      excerpt: 'Prices of 2025.',
      url: 'https://dental.example.com/prices',
      title: 'Prices',
    },
  ],
};

/** A conversation the browser kept; the lookup answers it, with the business's Show sources. */
function storedConversation(
  messages: ChatMessage[] = [question, answer],
  { showSources = false, status = 'ai' as Conversation['status'] } = {},
) {
  localStorage.setItem('frontdesk-chat:fd_pk_test', JSON.stringify({ id: 'conv-1', user: '' }));
  const conversation = { ...conversationOf('conv-1', messages), status };
  server.on(LOOKUP, (_request, response) =>
    sendJson(response, 200, { operator: { name: 'Ada' }, showSources, conversation }),
  );
}

const feedbackCalls = () => server.requests.filter((r) => r.path === FEEDBACK);

function acceptFeedback() {
  server.on(FEEDBACK, (_request, response) => {
    response.writeHead(204).end();
  });
}

/** The controls under the answer (its bubble's parent holds them). */
async function underAnswer() {
  const bubble = await screen.findByText('A cleaning costs $120.');
  return within(bubble.parentElement as HTMLElement);
}

describe('feedback on an answer', () => {
  it("sends 'Helpful', shows it chosen, and lets the customer change their mind", async () => {
    storedConversation();
    acceptFeedback();
    const { user } = await openChat(server);
    const answerParts = await underAnswer();
    const helpful = answerParts.getByRole('button', { name: 'Helpful' });
    const notHelpful = answerParts.getByRole('button', { name: 'Not helpful' });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');

    await user.click(helpful);
    await waitFor(() => expect(helpful).toHaveAttribute('aria-pressed', 'true'));
    expect(feedbackCalls()[0]).toMatchObject({ method: 'POST', body: { rating: 'up' } });
    expect(feedbackCalls()[0]?.headers.authorization).toBe('fd_pk_test');

    await user.click(notHelpful);
    await waitFor(() => expect(notHelpful).toHaveAttribute('aria-pressed', 'true'));
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    expect(feedbackCalls()[1]?.body).toEqual({ rating: 'down' });
  });

  it("asks what was missing after 'Not helpful', and sends the reason", async () => {
    storedConversation();
    acceptFeedback();
    const { user } = await openChat(server);
    await user.click((await underAnswer()).getByRole('button', { name: 'Not helpful' }));
    const reason = await screen.findByRole('textbox', { name: 'What was missing?' });
    await user.type(reason, 'The price of a deep cleaning');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    await waitFor(() => expect(feedbackCalls()).toHaveLength(2));
    expect(feedbackCalls()[1]?.body).toEqual({
      rating: 'down',
      comment: 'The price of a deep cleaning',
    });
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'What was missing?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Not helpful' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("offers 'Talk to a person' with the reason, once, and asks for one from there", async () => {
    storedConversation();
    acceptFeedback();
    server.on(`${BASE}/handoff`, (_request, response) =>
      sendJson(response, 200, {
        ...conversationOf('conv-1', [question, answer]),
        status: 'waiting',
      }),
    );
    const { user } = await openChat(server);
    await user.click((await underAnswer()).getByRole('button', { name: 'Not helpful' }));
    const box = (await screen.findByRole('textbox', { name: 'What was missing?' })).closest('form');
    // One button of that name: the one beside the reason.
    const [person] = screen.getAllByRole('button', { name: 'Talk to a person' });
    expect(screen.getAllByRole('button', { name: 'Talk to a person' })).toHaveLength(1);
    expect(box).toContainElement(person as HTMLElement);
    await user.click(person as HTMLElement);
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === `${BASE}/handoff`)).toBe(true),
    );
  });

  it('shows the answer’s earlier choice, and none under notices or a member’s reply', async () => {
    const staff: ChatMessage = {
      ...message('assistant', 'Hi, Dana here.'),
      id: 'm4',
      sender: 'staff',
      senderName: 'Dana',
      timestamp: T + 3000,
    };
    const handedOff: ChatMessage = {
      ...message('assistant', 'Connecting you with a person.'),
      id: 'm3',
      sender: 'system',
      outcome: 'handed_off',
      timestamp: T + 2000,
    };
    storedConversation([question, { ...answer, feedback: 'up' }, handedOff, staff], {
      status: 'human',
    });
    await openChat(server);
    expect((await underAnswer()).getByRole('button', { name: 'Helpful' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('button', { name: 'Helpful' })).toHaveLength(1);
  });
});

describe('sources under an answer', () => {
  it('are listed, with a link when the passage has a page, when the business shows them', async () => {
    storedConversation([question, answer], { showSources: true });
    await openChat(server);
    const sources = (await underAnswer()).getByRole('list', { name: 'Sources' });
    const items = within(sources).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('A standard cleaning costs $120.');
    expect(within(items[0] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    const link = within(items[1] as HTMLElement).getByRole('link', { name: 'Prices' });
    expect(link).toHaveAttribute('href', 'https://dental.example.com/prices');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('are not shown when the business does not show them', async () => {
    storedConversation([question, answer], { showSources: false });
    await openChat(server);
    await screen.findByText('A cleaning costs $120.');
    expect(screen.queryByRole('list', { name: 'Sources' })).not.toBeInTheDocument();
    expect(screen.queryByText('A standard cleaning costs $120.')).not.toBeInTheDocument();
  });
});

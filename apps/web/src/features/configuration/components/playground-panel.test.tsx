import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type StubResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { PlaygroundPanel } from './playground-panel';

const PLAYGROUND = 'POST /api/v1/playground/conversations';

function renderPanel() {
  return renderWithProviders([{ path: '/', element: <PlaygroundPanel operatorName="Ava" /> }]);
}

/** The server's answer: the whole conversation so far, ending with the operator's reply. */
function conversation(id: string, turns: [question: string, answer: string][]) {
  return {
    conversationId: id,
    messages: turns.flatMap(([question, answer], index) => [
      { role: 'user', content: question, timestamp: 1_700_000_000_000 + index * 2000 },
      { role: 'assistant', content: answer, timestamp: 1_700_000_001_000 + index * 2000 },
    ]),
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:01.000Z',
  };
}

describe('PlaygroundPanel', () => {
  it('keeps the conversation id between turns and starts over on New conversation', async () => {
    const pending: ((value: StubResponse) => void)[] = [];
    const { calls } = stubFetch({
      [PLAYGROUND]: () => new Promise<StubResponse>((resolve) => pending.push(resolve)),
    });
    const { user } = renderPanel();

    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeDisabled();

    await user.type(screen.getByLabelText('Message'), 'Do you ship abroad?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // While the operator answers: the question shows, a typing state, Send is locked.
    const log = screen.getByRole('log', { name: 'Playground conversation' });
    expect(within(log).getByText('Do you ship abroad?')).toBeInTheDocument();
    expect(within(log).getByRole('status')).toHaveTextContent('Ava is typing...');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(calls.at(-1)?.body).toEqual({ message: 'Do you ship abroad?' });

    pending[0]?.({
      body: conversation('conv-1', [['Do you ship abroad?', 'Yes, to 30 countries.']]),
    });
    expect(await within(log).findByText('Yes, to 30 countries.')).toBeInTheDocument();
    expect(within(log).queryByRole('status')).not.toBeInTheDocument();
    expect(within(log).getAllByText('Customer')).toHaveLength(1);
    expect(within(log).getAllByText('Ava')).toHaveLength(1);

    // Enter sends too; the second turn continues the same conversation.
    await user.type(screen.getByLabelText('Message'), 'How long does it take?{Enter}');
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(calls.at(-1)?.body).toEqual({
      message: 'How long does it take?',
      conversationId: 'conv-1',
    });
    pending[1]?.({
      body: conversation('conv-1', [
        ['Do you ship abroad?', 'Yes, to 30 countries.'],
        ['How long does it take?', 'About a week.'],
      ]),
    });
    expect(await within(log).findByText('About a week.')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(pending).toHaveLength(3));
    expect(calls.at(-1)?.body).toEqual({ message: 'Hello' });
  });

  it('shows an error and gives the message back when the call fails', async () => {
    let failure: StubResponse = { status: 500 };
    stubFetch({ [PLAYGROUND]: () => failure });
    const { user } = renderPanel();

    await user.type(screen.getByLabelText('Message'), 'Are you open on Sunday?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText('The operator could not answer. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Are you open on Sunday?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    // The server's own reason wins when it gives one.
    failure = apiError(429, 'quota_exceeded', 'Your plan has no conversation prompts left.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Your plan has no conversation prompts left.'),
    ).toBeInTheDocument();
  });

  it('does not send a blank message', async () => {
    const { calls } = stubFetch({});
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

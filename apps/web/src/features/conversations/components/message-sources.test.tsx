import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessageBubble } from './message-bubble';

const answer = {
  id: 'm2',
  role: 'assistant' as const,
  sender: 'ai' as const,
  senderName: null,
  content: 'Platinum whitening costs 99 zorkmids.',
  timestamp: 1_790_000_000,
  toolCalls: [],
  outcome: 'answered' as const,
  feedback: null,
  sources: [
    {
      contentId: 'page',
      text: 'Platinum whitening: 99 zorkmids.',
      url: 'https://clinic.example/pricing',
      title: 'Pricing',
    },
    { contentId: 'snippet', text: 'Whitening takes an hour.', url: null, title: null },
  ],
};

describe('the sources under an answer in review', () => {
  it('names the page a passage came from, as a link, and a snippet by its text alone', async () => {
    render(<MessageBubble message={answer} />);
    await userEvent.click(screen.getByRole('button', { name: '2 sources' }));
    const list = screen.getByRole('list', { name: 'Sources' });
    const link = within(list).getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', 'https://clinic.example/pricing');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByText('Whitening takes an hour.')).toBeVisible();
  });
});

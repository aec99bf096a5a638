import type { ConversationDetail } from '@frontdesk/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailOf, first, LIST, renderConversations } from '@/test/fixtures/conversations';

const slow = { timeout: 5000 };

/** The fixture's conversation: its answer marked 'Not helpful' with a reason, then one without. */
function detailWithFeedback(): ConversationDetail {
  const detail = detailOf(first);
  const [question, answer] = detail.messages as [
    ConversationDetail['messages'][number],
    ConversationDetail['messages'][number],
  ];
  return {
    ...detail,
    messages: [
      question,
      {
        ...answer,
        outcome: 'answered',
        feedback: { rating: 'down', comment: 'It did not say the price' },
        sources: [{ contentId: 'c1', text: 'A cleaning costs $120.' }],
      },
      { ...question, id: `${first.id}-m3`, content: 'Do you open on Sundays?' },
      {
        ...answer,
        id: `${first.id}-m4`,
        content: "I don't know the answer to that.",
        outcome: 'no_answer',
        feedback: { rating: 'up', comment: null },
        sources: [],
      },
    ],
  };
}

describe('Customer feedback in the conversation review', () => {
  it('shows what the customer said of each answer, with the reason, and the sources', async () => {
    const { user } = renderConversations({
      [LIST]: { body: { results: [first] } },
      [`GET /api/v1/conversations/${first.id}`]: { body: detailWithFeedback() },
    });
    const operators = await screen.findAllByRole('listitem', { name: 'Operator message' }, slow);
    const [disliked, liked] = operators as [HTMLElement, HTMLElement];
    expect(within(disliked).getByText(/'Not helpful'/)).toBeVisible();
    expect(within(disliked).getByText(/It did not say the price/)).toBeVisible();
    expect(within(liked).getByText(/'Helpful'/)).toBeVisible();
    expect(within(liked).getByText('No answer in the knowledge')).toBeVisible();
    expect(within(disliked).queryByText('No answer in the knowledge')).not.toBeInTheDocument();

    await user.click(within(disliked).getByRole('button', { name: '1 source' }));
    expect(within(disliked).getByText('A cleaning costs $120.')).toBeVisible();
    for (const customer of screen.getAllByRole('listitem', { name: 'Customer message' })) {
      expect(within(customer).queryByText(/Helpful/)).not.toBeInTheDocument();
    }
  });
});

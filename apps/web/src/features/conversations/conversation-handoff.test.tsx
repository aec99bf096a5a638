import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailOf, first, LIST, renderConversations } from '@/test/fixtures/conversations';

const at = 1_740_816_010;

describe('a conversation a person took over, in review', () => {
  it("shows the member's replies by name, notices, internal notes and the customer's rating", async () => {
    const detail = detailOf(first);
    renderConversations({
      [LIST]: { body: { results: [first] } },
      [`GET /api/v1/conversations/${first.id}`]: {
        body: {
          ...detail,
          status: 'resolved',
          assigneeId: 'user-2',
          rating: { score: 4, comment: 'Quick and kind.' },
          messages: [
            ...detail.messages,
            {
              id: 'n1',
              role: 'assistant',
              sender: 'system',
              content: "You're now chatting with Dana",
              timestamp: at,
              sources: [],
            },
            {
              id: 's1',
              role: 'assistant',
              sender: 'staff',
              senderName: 'Dana',
              content: 'Happy to help with the delivery.',
              timestamp: at + 1,
              sources: [],
            },
            {
              id: 'note1',
              role: 'note',
              sender: 'note',
              senderName: 'Dana',
              content: 'Offered free shipping.',
              timestamp: at + 2,
              sources: [],
            },
          ],
        },
      },
    });

    const staff = await screen.findByRole('listitem', { name: 'Team member message' });
    expect(staff).toHaveTextContent('Dana');
    expect(staff).toHaveTextContent('Happy to help with the delivery.');
    expect(screen.getByRole('listitem', { name: 'Notice' })).toHaveTextContent(
      "You're now chatting with Dana",
    );
    const note = screen.getByRole('listitem', { name: 'Internal note' });
    expect(note).toHaveTextContent('Internal note');
    expect(note).toHaveTextContent('Offered free shipping.');
    // The operator's own answers read as before.
    expect(screen.getByRole('listitem', { name: 'Operator message' })).toHaveTextContent(
      'Operator',
    );
    expect(screen.getByText('Rated 4 of 5')).toBeInTheDocument();
    expect(screen.getByText('“Quick and kind.”')).toBeInTheDocument();
  });
});

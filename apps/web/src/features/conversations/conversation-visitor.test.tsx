import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailOf, first, LIST, renderConversations } from '@/test/fixtures/conversations';

const slow = { timeout: 5000 };

describe('The verified visitor in the conversation review', () => {
  it('shows who the site vouched for, by name, id and e-mail', async () => {
    renderConversations({
      [LIST]: { body: { results: [first] } },
      [`GET /api/v1/conversations/${first.id}`]: {
        body: {
          ...detailOf(first),
          visitor: { id: 'customer-42', name: 'Ada Lovelace', email: 'ada@example.com' },
        },
      },
    });
    expect(await screen.findByText('Verified visitor', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('(customer-42)')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('says nothing of a visitor for an anonymous conversation', async () => {
    renderConversations({
      [LIST]: { body: { results: [first] } },
      [`GET /api/v1/conversations/${first.id}`]: { body: { ...detailOf(first), visitor: null } },
    });
    await screen.findAllByRole('listitem', { name: 'Operator message' }, slow);
    expect(screen.queryByText('Verified visitor')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailOf, first, LIST, renderConversations } from '@/test/fixtures/conversations';

const slow = { timeout: 5000 };

const NOTE = 'Name and email as given by the site, not verified';

function renderWithVisitor(visitor: { id: string; name: string | null; email: string | null }) {
  renderConversations({
    [LIST]: { body: { results: [first] } },
    [`GET /api/v1/conversations/${first.id}`]: { body: { ...detailOf(first), visitor } },
  });
}

describe('The verified visitor in the conversation review', () => {
  it('calls only the signed id verified, and the name and e-mail the site gave unverified', async () => {
    renderWithVisitor({ id: 'customer-42', name: 'Ada Lovelace', email: 'ada@example.com' });
    const badge = await screen.findByText('Verified visitor', {}, slow);
    // Beside the badge: the id the site signed, and nothing the site merely said.
    expect(badge.closest('p')).toHaveTextContent(/^Verified visitor\s*customer-42$/);

    expect(screen.getByText(`${NOTE}:`)).toBeInTheDocument();
    const name = screen.getByText('Ada Lovelace');
    const email = screen.getByText('ada@example.com');
    for (const detail of [name, email]) {
      expect(detail.closest('dl')).toHaveAccessibleDescription(`${NOTE}:`);
      expect(detail.closest('a')).toBeNull();
    }
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Email']);
  });

  it('shows the id alone, without the note, when the site gave no name or e-mail', async () => {
    renderWithVisitor({ id: 'customer-7', name: null, email: null });
    const badge = await screen.findByText('Verified visitor', {}, slow);
    expect(badge.closest('p')).toHaveTextContent(/^Verified visitor\s*customer-7$/);
    expect(screen.queryByText(`${NOTE}:`)).not.toBeInTheDocument();
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

import type { KnowledgeGap } from '@frontdesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StubRoutes } from '@/test/fetch-stub';
import { renderOrganizationPage } from '@/test/render';
import { KnowledgeGapsRoute } from './knowledge-gaps-route';

const PATH = '/dashboard/knowledge/gaps';
const GAPS = '/api/v1/knowledge/gaps';
const recently = new Date(Date.now() - 5 * 60_000).toISOString();

const giftCards: KnowledgeGap = {
  id: '0123456789abcdef',
  questions: [
    { text: 'do you sell gift cards', conversationId: 'c1', askedAt: recently },
    { text: 'can i buy a giftcard for my mom', conversationId: 'c2', askedAt: recently },
    { text: 'gift card??', conversationId: 'c3', askedAt: recently },
    { text: 'do u do gift vouchers', conversationId: 'c4', askedAt: recently },
  ],
  count: 4,
  lastAskedAt: recently,
  answered: false,
  suggestedAnswer: 'Yes, gift cards from $25 at the desk.',
};

const renderPage = (routes: StubRoutes) =>
  renderOrganizationPage(PATH, <KnowledgeGapsRoute />, routes);

describe('Unanswered questions', () => {
  it('says what shows up here when nothing is unanswered', async () => {
    renderPage({ [`GET ${GAPS}`]: { body: { groups: [] } } });
    expect(await screen.findByText('No unanswered questions.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'When customers ask something your operator cannot answer, it shows up here.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the list cannot be read', async () => {
    renderPage({ [`GET ${GAPS}`]: { status: 500, body: {} } });
    expect(await screen.findByText('Failed to load unanswered questions.')).toBeInTheDocument();
  });

  it('shows each group: its first questions, all on demand, how often and when', async () => {
    const { user } = renderPage({ [`GET ${GAPS}`]: { body: { groups: [giftCards] } } });
    expect(
      await screen.findByRole('heading', { name: 'Unanswered questions' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('do you sell gift cards')).toBeInTheDocument();
    expect(screen.queryByText('do u do gift vouchers')).not.toBeInTheDocument();
    expect(screen.getByText(/Asked 4 times/)).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(screen.getByText('do u do gift vouchers')).toBeInTheDocument();
  });

  it("opens 'Add answer' with the team's reply, then says how many questions get an answer", async () => {
    let listed = [giftCards];
    const { user, calls } = renderPage({
      [`GET ${GAPS}`]: () => ({ body: { groups: listed } }),
      'GET /api/v1/contents': { body: [] },
      'POST /api/v1/contents': () => {
        listed = [];
        return {
          status: 201,
          body: { id: 'n1', text: 'x', created_at: recently },
        };
      },
      [`POST ${GAPS}/${giftCards.id}/check`]: { body: { answered: 3, total: 4 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add answer' }));
    const dialog = await screen.findByRole('dialog');
    const content = within(dialog).getByLabelText('Content');
    expect(content).toHaveValue('Yes, gift cards from $25 at the desk.');
    await user.click(within(dialog).getByRole('button', { name: 'Add content' }));
    expect(
      await screen.findByText('3 of 4 questions in this group now get an answer.'),
    ).toBeInTheDocument();
    expect(
      calls.find((call) => call.method === 'POST' && call.path === '/api/v1/contents')?.body,
    ).toEqual({
      text: 'Yes, gift cards from $25 at the desk.',
    });
    await waitFor(() =>
      expect(screen.queryByText('do you sell gift cards')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('No unanswered questions.')).toBeInTheDocument();
  });

  it('dismisses a group', async () => {
    let listed = [giftCards];
    const { user, calls } = renderPage({
      [`GET ${GAPS}`]: () => ({ body: { groups: listed } }),
      [`POST ${GAPS}/${giftCards.id}/dismiss`]: () => {
        listed = [];
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === `${GAPS}/${giftCards.id}/dismiss`)).toBe(true),
    );
    expect(await screen.findByText('No unanswered questions.')).toBeInTheDocument();
  });
});

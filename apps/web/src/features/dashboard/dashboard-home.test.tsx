import type { DashboardAnalytics, DashboardSuggestions } from '@frontdesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type StubResponse, type StubRoutes } from '@/test/fetch-stub';
import { renderOrganizationPage } from '@/test/render';
import { DashboardHome } from './dashboard-home';

// The first render pulls in Radix and the cards; a busy machine needs more than the default second.
const slow = { timeout: 5000 };

const ANALYTICS = 'GET /api/v1/dashboard/analytics';
const SUGGESTIONS = 'GET /api/v1/dashboard/suggestions';

const nothingToDo: DashboardSuggestions = {
  agentConfiguration: false,
  contents: false,
  whatsapp: false,
  tools: false,
  apiKeys: false,
};

function days(counts: Record<string, number> = {}) {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2025, 2, 1 + i)).toISOString().slice(0, 10);
    return { date, conversations: counts[date] ?? 0 };
  });
}

const analytics: DashboardAnalytics = {
  conversations: 12,
  prompts: 1234,
  contents: 7,
  tools: 2,
  apiKeys: 3,
  daily: days({ '2025-03-03': 4, '2025-03-10': 8 }),
};

const renderHome = (routes: StubRoutes) =>
  renderOrganizationPage('/dashboard', <DashboardHome />, routes);

/** The number a stat card shows. */
function statValue(title: string) {
  const card = screen.getByRole('listitem', { name: title });
  return within(card).getByText(/^[\d,.\s]+$/).textContent;
}

describe('DashboardHome', () => {
  it('shows the header, the integration links and the three suggestions', async () => {
    renderHome({ [ANALYTICS]: { body: analytics }, [SUGGESTIONS]: { body: nothingToDo } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, slow),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Here's an overview of your AI operator's activity."),
    ).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /API Integration/ })).toHaveAttribute(
      'href',
      '/dashboard/api-docs',
    );
    expect(screen.getByRole('link', { name: /React Chat/ })).toHaveAttribute(
      'href',
      '/dashboard/component-docs',
    );

    const suggestions = screen
      .getByRole('heading', { name: 'Suggestions' })
      .closest('[data-slot="card"]');
    const tips = within(suggestions as HTMLElement).getAllByRole('listitem');
    expect(tips).toHaveLength(3);
    expect(tips[0]).toHaveTextContent(/past conversations/i);
    expect(tips[1]).toHaveTextContent(/knowledge base articles/i);
    expect(tips[2]).toHaveTextContent(/external tools/i);
  });

  it('shows a setup banner only for each step the server flags, with its Setup link', async () => {
    renderHome({
      [ANALYTICS]: { body: analytics },
      [SUGGESTIONS]: { body: { ...nothingToDo, contents: true, apiKeys: true } },
    });

    const setup = await screen.findByRole('region', { name: 'Finish setting up' }, slow);
    const links = within(setup).getAllByRole('link', { name: 'Setup' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/knowledge',
      '/dashboard/api-keys',
    ]);
    expect(links[0]).toHaveAccessibleDescription('Add knowledge');
    expect(within(setup).queryByText('Configure your AI operator')).not.toBeInTheDocument();
  });

  it('links every flagged step to its section', async () => {
    renderHome({
      [ANALYTICS]: { body: analytics },
      [SUGGESTIONS]: {
        body: {
          agentConfiguration: true,
          contents: true,
          whatsapp: true,
          tools: true,
          apiKeys: true,
        },
      },
    });
    const setup = await screen.findByRole('region', { name: 'Finish setting up' }, slow);
    const hrefs = within(setup)
      .getAllByRole('link', { name: 'Setup' })
      .map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual([
      '/dashboard/api-keys',
      '/dashboard/configuration',
      '/dashboard/knowledge',
      '/dashboard/tools',
      '/dashboard/whatsapp',
    ]);
  });

  it('shows no banner when nothing is flagged or the call fails', async () => {
    const { calls } = renderHome({
      [ANALYTICS]: { body: analytics },
      [SUGGESTIONS]: apiError(500, 'internal', 'Boom'),
    });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v1/dashboard/suggestions')).toBe(true),
    );
    await screen.findByText('1,234', {}, slow);
    expect(screen.queryByRole('region', { name: 'Finish setting up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Setup' })).not.toBeInTheDocument();
  });

  it('shows 0 in every stat card while loading, then the numbers', async () => {
    let answer: ((value: StubResponse) => void) | undefined;
    renderHome({
      [ANALYTICS]: () => new Promise<StubResponse>((resolve) => (answer = resolve)),
      [SUGGESTIONS]: { body: nothingToDo },
    });

    await screen.findByRole('listitem', { name: 'Conversations' }, slow);
    for (const title of ['Conversations', 'Prompts', 'Contents', 'Tools', 'API Keys']) {
      expect(statValue(title)).toBe('0');
    }
    expect(screen.getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();

    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ body: analytics });
    await waitFor(() => expect(statValue('Conversations')).toBe('12'), slow);
    expect(statValue('Prompts')).toBe('1,234');
    expect(statValue('Contents')).toBe('7');
    expect(statValue('Tools')).toBe('2');
    expect(statValue('API Keys')).toBe('3');
  });

  it('keeps 0 in the stat cards when the analytics call fails', async () => {
    const { calls } = renderHome({
      [ANALYTICS]: apiError(500, 'internal', 'Boom'),
      [SUGGESTIONS]: { body: nothingToDo },
    });
    expect(
      await screen.findByText('The daily numbers are not available right now.', {}, slow),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/dashboard/analytics')).toBe(true);
    for (const title of ['Conversations', 'Prompts', 'Contents', 'Tools', 'API Keys']) {
      expect(statValue(title)).toBe('0');
    }
  });

  it('offers the single period "Last 30 days" on Conversations and Prompts only', async () => {
    const { user } = renderHome({
      [ANALYTICS]: { body: analytics },
      [SUGGESTIONS]: { body: nothingToDo },
    });
    const conversations = await screen.findByRole(
      'combobox',
      { name: 'Conversations period' },
      slow,
    );
    expect(conversations).toHaveTextContent('Last 30 days');
    expect(screen.getByRole('combobox', { name: 'Prompts period' })).toHaveTextContent(
      'Last 30 days',
    );
    expect(screen.getAllByRole('combobox')).toHaveLength(2);

    await user.click(conversations);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Last 30 days']);
  });

  it('draws the conversations of each day and says what they show', async () => {
    renderHome({ [ANALYTICS]: { body: analytics }, [SUGGESTIONS]: { body: nothingToDo } });
    const chart = await screen.findByRole('img', { name: /in the last 30 days/ }, slow);
    expect(chart).toHaveAccessibleName(
      /^12 conversations in the last 30 days; the busiest day was Mar 10 with 8 conversations\.$/,
    );
    const bars = Array.from(chart.querySelectorAll<HTMLElement>('[title]'));
    expect(bars).toHaveLength(30);
    expect(bars[2]).toHaveAttribute('title', 'Mar 3: 4 conversations');
    const heightOf = (bar: HTMLElement | undefined) =>
      (bar?.firstElementChild as HTMLElement | null)?.style.height;
    expect(heightOf(bars[9])).toBe('100%');
    expect(heightOf(bars[2])).toBe('50%');
  });

  it('says so when there were no conversations in the period', async () => {
    renderHome({
      [ANALYTICS]: { body: { ...analytics, conversations: 0, daily: days() } },
      [SUGGESTIONS]: { body: nothingToDo },
    });
    expect(
      await screen.findByRole('img', { name: 'No conversations in the last 30 days.' }, slow),
    ).toBeInTheDocument();
  });
});

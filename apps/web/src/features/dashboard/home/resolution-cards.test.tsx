import type { ResolutionFigures } from '@frontdesk/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/fetch-stub';
import { renderOrganizationPage } from '@/test/render';
import { DashboardHome } from '../dashboard-home';
import { formatChange } from './resolution-cards';

const slow = { timeout: 5000 };
const RESOLUTIONS = 'GET /api/v1/dashboard/resolutions';

const daily = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2025, 2, 1 + i)).toISOString().slice(0, 10),
  conversations: i === 29 ? 10 : 0,
  resolved: i === 29 ? 6 : 0,
  handedOff: i === 29 ? 2 : 0,
}));

const figures: ResolutionFigures = {
  period: { from: '2025-03-01', to: '2025-03-30' },
  conversations: 50,
  resolutionRate: 0.62,
  handoffRate: 0.1,
  csat: 4.26,
  ratings: 12,
  counts: { confirmed: 11, assumed: 20, handed_off: 5, unresolved: 14 },
  previous: { conversations: 40, resolutionRate: 0.58, handoffRate: 0.1, csat: 4.56 },
  daily,
};

const renderHome = (answer: object) =>
  renderOrganizationPage('/dashboard', <DashboardHome />, { [RESOLUTIONS]: answer });

/** The card of a figure, found by its heading. */
const cardOf = (title: string) => screen.getByRole('listitem', { name: title });

describe('resolution cards', () => {
  it('shows each figure with its change and links it to exactly its conversations', async () => {
    renderHome({ body: figures });
    const rate = await screen.findByRole('link', { name: 'Resolution rate' }, slow);
    const from = new Date(2025, 2, 1).getTime();
    const to = new Date(2025, 2, 30).getTime();
    expect(rate).toHaveAttribute(
      'href',
      `/dashboard/conversations?resolution=resolved&startDate=${from}&endDate=${to}`,
    );
    expect(screen.getByRole('link', { name: 'Handoff rate' })).toHaveAttribute(
      'href',
      `/dashboard/conversations?resolution=handed_off&startDate=${from}&endDate=${to}`,
    );
    expect(screen.getByRole('link', { name: 'CSAT' })).toHaveAttribute(
      'href',
      `/dashboard/conversations?rated=true&startDate=${from}&endDate=${to}`,
    );

    const resolution = within(cardOf('Resolution rate'));
    expect(resolution.getByText('62%')).toBeInTheDocument();
    expect(resolution.getByText('+4 pts from the 30 days before')).toBeInTheDocument();
    expect(resolution.getByText('31 of 50 conversations resolved')).toBeInTheDocument();
    const handoff = within(cardOf('Handoff rate'));
    expect(handoff.getByText('10%')).toBeInTheDocument();
    expect(handoff.getByText('No change from the 30 days before')).toBeInTheDocument();
    const csat = within(cardOf('CSAT'));
    expect(csat.getByText('4.3')).toBeInTheDocument();
    expect(csat.getByText('\u22120.3 from the 30 days before')).toBeInTheDocument();
    expect(csat.getByText('Average of 12 ratings, 1 to 5')).toBeInTheDocument();

    const chart = screen.getByRole('img', { name: /^Of 10 customer conversations/ });
    expect(chart).toHaveAccessibleName(
      'Of 10 customer conversations, 6 resolved and 2 handed off, by the day they started.',
    );
    expect(chart.querySelector('[data-day="2025-03-30"]')).toHaveAttribute(
      'title',
      expect.stringMatching(/: 6 resolved, 2 handed off, 2 unresolved$/),
    );
  });

  it('shows a dash and no link when there is nothing to count or the call fails', async () => {
    renderHome(apiError(500, 'internal', 'Boom'));
    expect(
      await screen.findByText('The resolution figures are not available right now.', {}, slow),
    ).toBeInTheDocument();
    expect(within(cardOf('CSAT')).getByText('—')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Resolution rate' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to compare with', () => {
    expect(formatChange(0.5, null, 'rate')).toBe('Nothing to compare with the 30 days before');
    expect(formatChange(0.5, 0.53, 'rate')).toBe('\u22123 pts from the 30 days before');
    expect(formatChange(4, 3.5, 'score')).toBe('+0.5 from the 30 days before');
  });
});

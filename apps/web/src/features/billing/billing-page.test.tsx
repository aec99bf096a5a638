import type { BillingStatus } from '@frontdesk/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type StubResponse, type StubRoutes } from '@/test/fetch-stub';
import {
  active,
  billingRoutes,
  cancelling,
  changingToStarter,
  QUOTA,
  STATUS,
  trialing,
} from '@/test/fixtures/billing';
import { stubLocationAssign } from '@/test/location';
import { renderOrganizationPage } from '@/test/render';
import { BillingPage } from './billing-page';

const PORTAL = 'GET /api/v1/billing/portal';

function renderPage(status: BillingStatus, routes: StubRoutes = {}) {
  return renderOrganizationPage('/dashboard/billing', <BillingPage />, {
    ...billingRoutes(status),
    [QUOTA]: { body: [] },
    ...routes,
  });
}

const planCard = () => screen.findByRole('region', { name: /Professional|Starter/ });
const card = (label: string) => screen.getByLabelText(label, { selector: '[data-slot="card"]' });
const banner = (name: string) => screen.getByRole('note', { name });

afterEach(() => vi.unstubAllGlobals());

describe('BillingPage', () => {
  it('shows a trial: plan, badge, banner, trial card and the upgrade button', async () => {
    renderPage(trialing);
    expect(screen.getByRole('heading', { level: 1, name: 'Billing & Usage' })).toBeInTheDocument();
    const plan = await planCard();
    expect(within(plan).getByRole('heading', { name: 'Professional' })).toBeInTheDocument();
    expect(within(plan).getByText('$99/month')).toBeInTheDocument();
    expect(within(plan).getByText('Free trial period')).toBeInTheDocument();
    const badge = within(plan).getByText('Trialing');
    expect(badge).toHaveAttribute('data-status', 'trialing');
    expect(badge).toHaveClass('bg-blue-100');
    expect(within(plan).getByRole('button', { name: 'Upgrade Plan' })).toBeEnabled();

    expect(banner('Free Trial Active')).toHaveTextContent(
      'Your free trial expires on December 7, 2026.',
    );
    expect(card('Trial Ends')).toHaveTextContent('December 7, 2026');
    expect(card('Next Renewal')).toHaveTextContent('December 7, 2026');
  });

  it('shows a cancellation: banner, cancellation date and Reactivate', async () => {
    renderPage(cancelling);
    const plan = await planCard();
    expect(within(plan).getByText('Active until cancellation')).toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(banner('Subscription Cancelled')).toHaveTextContent(
      'Your subscription will end on December 7, 2026. You keep access to your plan until then.',
    );
    expect(card('Cancellation Date')).toHaveTextContent('December 7, 2026');
    expect(screen.queryByRole('note', { name: 'Free Trial Active' })).not.toBeInTheDocument();
  });

  it('shows a scheduled change: banner with plan, price and date, and Modify Change', async () => {
    renderPage(changingToStarter);
    const plan = await planCard();
    expect(within(plan).getByText('Active until plan change')).toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: 'Modify Change' })).toBeInTheDocument();
    expect(banner('Scheduled Plan Change')).toHaveTextContent(
      'Your plan changes to Starter ($29/month) on December 7, 2026.',
    );
  });

  it('shows an active plan in green with Change Plan, and no banner', async () => {
    renderPage(active);
    const plan = await planCard();
    expect(within(plan).getByText('Active subscription')).toBeInTheDocument();
    expect(within(plan).getByText('Active')).toHaveClass('bg-green-100');
    expect(within(plan).getByRole('button', { name: 'Change Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('prices another currency by its code, and colours past due orange and others neutral', async () => {
    const euro = {
      ...active,
      status: 'past_due',
      plan: { name: 'Starter', price: 29, currency: 'eur', interval: 'month' },
      period: { end: 1_796_644_800 },
    };
    renderPage(euro);
    const plan = await planCard();
    expect(within(plan).getByText('EUR 29/month')).toBeInTheDocument();
    expect(within(plan).getByText('Past Due')).toHaveClass('bg-orange-100');
    expect(card('Current Period End')).toHaveTextContent('December 7, 2026');
  });

  it('shows usage per feature with the spec labels, capped bars and limit badges', async () => {
    renderPage(active, {
      [QUOTA]: {
        body: [
          { feature: 'conversation.prompt', usage: 812, limit: 1000 },
          { feature: 'contents.add', usage: 20, limit: 25 },
          { feature: 'tools.add', usage: 12, limit: 10 },
          { feature: 'tools.invocation', usage: 10, limit: 10000 },
          { feature: 'messages.sent', usage: 1, limit: 2 },
        ],
      },
    });
    const item = async (label: string) => screen.findByRole('listitem', { name: label });
    const bar = (row: HTMLElement) => within(row).getByRole('progressbar');

    const prompts = await item('Conversations');
    expect(prompts).toHaveTextContent('812 / 1,000');
    expect(bar(prompts)).toHaveAttribute('aria-valuenow', '81');
    expect(within(prompts).getByText('Near Limit')).toHaveClass('text-orange-800');

    const contents = await item('Knowledge Items');
    expect(bar(contents)).toHaveAttribute('aria-valuenow', '80');
    expect(within(contents).queryByText(/Limit/)).not.toBeInTheDocument();

    const tools = await item('Tools Created');
    expect(bar(tools)).toHaveAttribute('aria-valuenow', '100');
    expect(within(tools).getByText('Over Limit')).toHaveClass('text-red-800');
    expect(within(tools).queryByText('Near Limit')).not.toBeInTheDocument();

    expect(bar(await item('Tool Invocations'))).toHaveAttribute('aria-valuenow', '0');
    expect(await item('Messages Sent')).toHaveTextContent('1 / 2');
  });

  it('says when there is no usage, and when the status fails to load', async () => {
    renderPage(active, { [STATUS]: apiError(500, 'internal', 'Down.') });
    expect(await screen.findByText('Failed to load billing status.')).toBeInTheDocument();
    expect(await screen.findByText('No usage to show')).toBeInTheDocument();
  });

  it('opens the portal in this window, both buttons off meanwhile', async () => {
    const assign = stubLocationAssign();
    let answer: ((value: StubResponse) => void) | undefined;
    const { user } = renderPage(active, {
      [PORTAL]: () => new Promise((resolve) => (answer = resolve)),
    });
    const plan = await planCard();
    const portal = within(plan).getByRole('button', { name: 'Billing Portal' });
    await user.click(portal);
    expect(portal).toBeDisabled();
    expect(within(plan).getByRole('button', { name: 'Change Plan' })).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ body: { url: 'https://billing.stripe.com/p/session_1' } });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session_1'),
    );
  });

  it('logs a portal failure and turns the button back on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPage(active, { [PORTAL]: apiError(502, 'bad_gateway', 'No portal.') });
    const plan = await planCard();
    await user.click(within(plan).getByRole('button', { name: 'Change Plan' }));
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Failed to open the billing portal', expect.anything()),
    );
    expect(within(plan).getByRole('button', { name: 'Billing Portal' })).toBeEnabled();
  });

  it('turns the button back on after 10 seconds when the portal does not answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderPage(active, { [PORTAL]: () => new Promise(() => {}) });
    const plan = await planCard();
    const portal = within(plan).getByRole('button', { name: 'Billing Portal' });
    await user.click(portal);
    expect(portal).toBeDisabled();
    act(() => vi.advanceTimersByTime(9_000));
    expect(portal).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(portal).toBeEnabled();
  });
});

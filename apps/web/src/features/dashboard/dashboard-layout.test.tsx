import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, signedInAs, stubFetch } from '@/test/fetch-stub';
import { pageRoute, renderWithProviders } from '@/test/render';
import { DashboardHome } from './dashboard-home';
import { DashboardLayout } from './dashboard-layout';

const organization = {
  id: 'org-1',
  name: 'Acme Support',
  description: 'Help desk for Acme',
  industry: 'Technology',
  address: '',
  website: '',
  phoneNumber: '',
  email: '',
  role: 'owner',
};

const routes = [
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [
      { index: true, element: <DashboardHome /> },
      { path: 'knowledge', handle: { title: 'Knowledge' }, element: <p>knowledge section</p> },
      { path: 'organization/details', element: <p>details section</p> },
    ],
  },
  pageRoute('/organizations'),
  pageRoute('/sign-in'),
];

const topBar = () => document.querySelector<HTMLElement>('[data-slot="dashboard-top-bar"]')!;

function stubSession(currentOrganization: unknown = organization) {
  return stubFetch({
    ...signedInAs({ active: true }),
    'GET /api/v1/organizations/me': currentOrganization
      ? { body: currentOrganization }
      : apiError(403, 'organization_required', 'Select an organization first.'),
    'POST /api/v1/auth/logout': { status: 204 },
  });
}

describe('DashboardLayout', () => {
  it('shows the menu groups and links of the spec, and nothing of the hidden pages', async () => {
    stubSession();
    renderWithProviders(routes, { initialEntries: ['/dashboard'] });

    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const groups = within(nav)
      .getAllByRole('list')
      .map((list) => list.getAttribute('aria-labelledby'))
      .filter(Boolean)
      .map((id) => document.getElementById(id as string)?.textContent);
    expect(groups).toEqual(['AI Operator', 'Integration', 'Developer', 'Payment', 'Organization']);

    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Conversations', '/dashboard/conversations'],
      ['Inbox', '/dashboard/inbox'],
      ['Configuration', '/dashboard/configuration'],
      ['Knowledge', '/dashboard/knowledge'],
      ['Tools', '/dashboard/tools'],
      ['API Integration', '/dashboard/api-docs'],
      ['React Chat', '/dashboard/component-docs'],
      ['API Keys', '/dashboard/api-keys'],
      ['Billing', '/dashboard/billing'],
      ['Details', '/dashboard/organization/details'],
    ]);
    expect(within(nav).queryByText('Management')).not.toBeInTheDocument();
    expect(within(nav).queryByText(/users|whatsapp|verification/i)).not.toBeInTheDocument();
  });

  it('highlights the active route and titles the top bar with it', async () => {
    stubSession();
    const { router, user } = renderWithProviders(routes, { initialEntries: ['/dashboard'] });

    const home = await screen.findByRole('link', { name: 'Dashboard' });
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(home).toHaveAttribute('data-active', 'true');
    expect(within(topBar()).getByText('Dashboard')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Knowledge' }));
    expect(await screen.findByText('knowledge section')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/knowledge');
    expect(screen.getByRole('link', { name: 'Knowledge' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-active', 'false');
    expect(within(topBar()).getByText('Knowledge')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Details' }));
    expect(await screen.findByText('details section')).toBeInTheDocument();
    expect(within(topBar()).getByText('Organization Details')).toBeInTheDocument();
  });

  it('shows the current organization and links to switching it', async () => {
    stubSession();
    const { user } = renderWithProviders(routes, { initialEntries: ['/dashboard'] });

    const switcher = await screen.findByRole('button', { name: /Acme Support/ });
    expect(switcher).toHaveTextContent('Help desk for Acme');
    await user.click(switcher);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Switch organization' })).toHaveAttribute(
      'href',
      '/organizations',
    );
  });

  it("shows 'Select Organization' when the organization has no name", async () => {
    stubSession({ ...organization, name: '', description: '' });
    renderWithProviders(routes, { initialEntries: ['/dashboard'] });
    expect(await screen.findByRole('button', { name: /Select Organization/ })).toBeInTheDocument();
  });

  it('offers Profile and Sign out under My Account', async () => {
    const { calls } = stubSession();
    const { router, user } = renderWithProviders(routes, { initialEntries: ['/dashboard'] });

    await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('My Account')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('page /sign-in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/v1/auth/logout'),
    ).toBe(true);
  });

  it('sends a session without an organization to /organizations', async () => {
    stubSession(null);
    const { router } = renderWithProviders(routes, { initialEntries: ['/dashboard'] });
    expect(await screen.findByText('page /organizations')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations'));
  });
});

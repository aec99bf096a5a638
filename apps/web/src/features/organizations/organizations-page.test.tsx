import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeToken, signedInAs, stubFetch } from '@/test/fetch-stub';
import { stubLocationAssign } from '@/test/location';
import { pageRoute, renderWithProviders } from '@/test/render';
import { OrganizationsPage } from './organizations-page';

const routes = [
  { path: '/organizations', element: <OrganizationsPage /> },
  pageRoute('/create-organization'),
];

const noOrganization = {
  'GET /api/v1/organizations/me': apiError(403, 'organization_required', 'Select one first.'),
};

const list = [
  { id: 'org-1', name: 'Acme Support', description: 'Help desk for Acme' },
  { id: 'org-2', name: 'Globex', description: '' },
];

function renderPage() {
  return renderWithProviders(routes, { initialEntries: ['/organizations'] });
}

afterEach(() => vi.unstubAllGlobals());

describe('OrganizationsPage', () => {
  it('shows the loading state, then a card per organization', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    stubFetch({
      ...signedInAs({ active: true }),
      ...noOrganization,
      'GET /api/v1/auth/organizations': () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Select an Organization' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Loading organizations...')).toBeInTheDocument();
    answer({ body: list });

    const acme = await screen.findByRole('button', { name: /Acme Support/ });
    expect(acme).toHaveTextContent('Help desk for Acme');
    expect(screen.getByRole('button', { name: /Globex/ })).toHaveTextContent(
      'No description available',
    );
    expect(screen.queryByText('Loading organizations...')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Organization' })).toHaveAttribute(
      'href',
      '/create-organization',
    );
  });

  it('says so when the list fails to load', async () => {
    stubFetch({
      ...signedInAs({ active: true }),
      ...noOrganization,
      'GET /api/v1/auth/organizations': apiError(500, 'internal_error', 'Something went wrong'),
    });
    renderPage();
    expect(await screen.findByText('Failed to load organizations')).toBeInTheDocument();
  });

  it('invites to create the first organization when there is none', async () => {
    stubFetch({
      ...signedInAs({ active: true }),
      ...noOrganization,
      'GET /api/v1/auth/organizations': { body: [] },
    });
    renderPage();
    expect(await screen.findByText('No organizations found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first organization' })).toHaveAttribute(
      'href',
      '/create-organization',
    );
  });

  it('switches to the chosen organization, then loads the dashboard', async () => {
    const assign = stubLocationAssign();
    let answerSwitch: (value: { body: unknown }) => void = () => {};
    const { calls } = stubFetch({
      ...signedInAs({ active: true }),
      ...noOrganization,
      'GET /api/v1/auth/organizations': { body: list },
      'GET /api/v1/auth/organization/org-2': () =>
        new Promise((resolve) => (answerSwitch = resolve)),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /Globex/ }));
    // Every card waits while the switch is under way.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Acme Support/ })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: /Globex/ })).toBeDisabled();

    answerSwitch({ body: { accessToken: fakeToken() } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    const paths = calls.map((call) => `${call.method} ${call.path}`);
    expect(paths).toContain('GET /api/v1/auth/organization/org-2');
    // The session reloads the current organization before leaving.
    expect(paths.lastIndexOf('GET /api/v1/organizations/me')).toBeGreaterThan(
      paths.indexOf('GET /api/v1/auth/organization/org-2'),
    );
  });

  it('shows the error toast when the switch fails and lets the user try again', async () => {
    const assign = stubLocationAssign();
    stubFetch({
      ...signedInAs({ active: true }),
      ...noOrganization,
      'GET /api/v1/auth/organizations': { body: list },
      'GET /api/v1/auth/organization/org-1': apiError(404, 'not_found', 'Not found.'),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /Acme Support/ }));
    const toast = (
      await screen.findByText('Failed to switch organization. Please try again.')
    ).closest('li') as HTMLElement;
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Acme Support/ })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('has the header user menu with Profile, Organizations and Sign out', async () => {
    stubFetch({
      ...signedInAs({ active: true }),
      ...noOrganization,
      'GET /api/v1/auth/organizations': { body: list },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Organizations' })).toHaveAttribute(
      'href',
      '/organizations',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { signedInAs, stubFetch } from '@/test/fetch-stub';
import { pageRoute, renderWithProviders } from '@/test/render';
import { ActivationRoute, GuestOnlyRoute, ProtectedRoute } from './guards';

const routes = [
  {
    element: <ProtectedRoute />,
    children: [pageRoute('/organizations'), pageRoute('/dashboard/*')],
  },
  { element: <GuestOnlyRoute />, children: [pageRoute('/sign-in'), pageRoute('/sign-up')] },
  { element: <ActivationRoute />, children: [pageRoute('/account-activation')] },
];

const notFound = { 'GET /api/v1/organizations/me': { status: 404 } };

function renderAt(entry: string | { pathname: string; state?: unknown }) {
  return renderWithProviders(routes, { initialEntries: [entry] });
}

async function expectPage(router: ReturnType<typeof renderAt>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
  expect(await screen.findByText(`page ${path}`)).toBeInTheDocument();
}

describe('ProtectedRoute', () => {
  it('sends a guest to sign-in, remembering where they were going', async () => {
    stubFetch({});
    const { router } = renderAt('/dashboard/knowledge?tab=2#top');
    await expectPage(router, '/sign-in');
    expect(router.state.location.state).toEqual({ from: '/dashboard/knowledge?tab=2#top' });
  });

  it('shows Loading while the session is checked', async () => {
    stubFetch({ 'GET /api/v1/auth/me': () => new Promise(() => {}) });
    storage.setAccessToken('token-being-checked');
    renderAt('/organizations');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('page /organizations')).not.toBeInTheDocument();
  });

  it('sends an inactive user to account activation', async () => {
    stubFetch(signedInAs({ active: false }));
    const { router } = renderAt('/organizations');
    await expectPage(router, '/account-activation');
  });

  it('lets an active user in', async () => {
    stubFetch({ ...signedInAs({ active: true }), ...notFound });
    const { router } = renderAt('/dashboard/knowledge');
    await expectPage(router, '/dashboard/knowledge');
  });

  it('treats a stored token the server rejects as a guest', async () => {
    stubFetch({ 'GET /api/v1/auth/me': { status: 401 } });
    storage.setAccessToken('expired');
    const { router } = renderAt('/organizations');
    await expectPage(router, '/sign-in');
    expect(storage.getAccessToken()).toBeNull();
  });
});

describe('GuestOnlyRoute', () => {
  it.each(['/sign-in', '/sign-up'])('sends an active user on %s to organizations', async (path) => {
    stubFetch({ ...signedInAs({ active: true }), ...notFound });
    const { router } = renderAt(path);
    await expectPage(router, '/organizations');
  });

  it('sends an active user back to the page they came from', async () => {
    stubFetch({ ...signedInAs({ active: true }), ...notFound });
    const { router } = renderAt({ pathname: '/sign-in', state: { from: '/dashboard/tools' } });
    await expectPage(router, '/dashboard/tools');
  });

  it('sends an inactive user to account activation', async () => {
    stubFetch(signedInAs({ active: false }));
    const { router } = renderAt('/sign-in');
    await expectPage(router, '/account-activation');
  });

  it('shows the page to a guest', async () => {
    stubFetch({});
    const { router } = renderAt('/sign-up');
    await expectPage(router, '/sign-up');
  });
});

describe('ActivationRoute', () => {
  it('sends a guest who did not just sign up to sign-in', async () => {
    stubFetch({});
    const { router } = renderAt('/account-activation');
    await expectPage(router, '/sign-in');
  });

  it('keeps a guest who just signed up on the page', async () => {
    stubFetch({});
    storage.setJustSignedUp(true);
    const { router } = renderAt('/account-activation');
    await expectPage(router, '/account-activation');
  });

  it('keeps an inactive user on the page', async () => {
    stubFetch(signedInAs({ active: false }));
    const { router } = renderAt('/account-activation');
    await expectPage(router, '/account-activation');
  });

  it('sends an active user to organizations', async () => {
    stubFetch({ ...signedInAs({ active: true }), ...notFound });
    const { router } = renderAt('/account-activation');
    await expectPage(router, '/organizations');
  });
});

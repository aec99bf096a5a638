import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuestOnlyRoute } from '@/app/guards';
import { activeUser, apiError, fakeToken, stubFetch } from '@/test/fetch-stub';
import { pageRoute, renderWithProviders } from '@/test/render';
import { SignInPage } from './sign-in-page';

const routes = [
  { element: <GuestOnlyRoute />, children: [{ path: '/sign-in', element: <SignInPage /> }] },
  pageRoute('/organizations'),
  pageRoute('/account-activation'),
  pageRoute('/dashboard/knowledge'),
];

function loginAnswers(active: boolean) {
  return {
    'POST /api/v1/auth/login': {
      body: { accessToken: fakeToken(), user: { ...activeUser, active } },
    },
    'GET /api/v1/organizations/me': apiError(404, 'not_found', 'Not found.'),
  };
}

async function fillAndSubmit(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage', () => {
  it('shows the spec texts and the validation messages', async () => {
    const { calls } = stubFetch({});
    const { user } = renderWithProviders(routes, { initialEntries: ['/sign-in'] });

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Enter your email below to login to your account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'longenough#');
    expect(
      await screen.findByText('Password must contain at least one capital letter.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Longenough');
    expect(
      await screen.findByText('Password must contain at least one symbol.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('prefills the email from the query string', async () => {
    stubFetch({});
    renderWithProviders(routes, { initialEntries: ['/sign-in?email=ada%40example.com'] });
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('sends an inactive user to account activation', async () => {
    const { calls } = stubFetch(loginAnswers(false));
    const { user, router } = renderWithProviders(routes, { initialEntries: ['/sign-in'] });
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-activation'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/login',
      body: { email: 'ada@example.com', password: 'Secret#123' },
    });
  });

  it('sends an active user to the organizations page', async () => {
    stubFetch(loginAnswers(true));
    const { user, router } = renderWithProviders(routes, { initialEntries: ['/sign-in'] });
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations'));
  });

  it('returns an active user to the page they came from', async () => {
    stubFetch(loginAnswers(true));
    const { user, router } = renderWithProviders(routes, {
      initialEntries: [{ pathname: '/sign-in', state: { from: '/dashboard/knowledge' } }],
    });
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/knowledge'));
    expect(await screen.findByText('page /dashboard/knowledge')).toBeInTheDocument();
  });

  it("toasts the server's message when sign-in fails", async () => {
    stubFetch({
      'POST /api/v1/auth/login': apiError(
        401,
        'invalid_credentials',
        'Sign in failed. Please check your credentials.',
      ),
    });
    const { user, router } = renderWithProviders(routes, { initialEntries: ['/sign-in'] });
    await fillAndSubmit(user);
    expect(
      await screen.findByText('Sign in failed. Please check your credentials.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('toasts the fallback text when the failure has no body', async () => {
    stubFetch({ 'POST /api/v1/auth/login': { status: 502 } });
    const { user } = renderWithProviders(routes, { initialEntries: ['/sign-in'] });
    await fillAndSubmit(user);
    expect(
      await screen.findByText('Sign in failed. Please check your credentials.'),
    ).toBeInTheDocument();
  });

  it('shows "Signing In..." and disables the button while busy', async () => {
    let release: (value: { body: unknown }) => void = () => {};
    stubFetch({
      'POST /api/v1/auth/login': () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    });
    const { user } = renderWithProviders(routes, { initialEntries: ['/sign-in'] });
    await fillAndSubmit(user);
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release({ body: { accessToken: fakeToken(), user: { ...activeUser, active: false } } });
    await waitFor(() => expect(screen.getByText('page /account-activation')).toBeInTheDocument());
  });

  it('opens the forgot-password dialog', async () => {
    stubFetch({});
    const { user } = renderWithProviders(routes, { initialEntries: ['/sign-in'] });
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect(within(dialog).getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});

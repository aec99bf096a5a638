import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuestOnlyRoute } from '@/app/guards';
import { storage } from '@/lib/storage';
import { activeUser, apiError, fakeToken, stubFetch } from '@/test/fetch-stub';
import { pageRoute, renderWithProviders } from '@/test/render';
import { SignUpPage } from './sign-up-page';

// Mounted behind the real guest-only guard, which is what moves a new account on to activation.
const routes = [
  { element: <GuestOnlyRoute />, children: [{ path: '/sign-up', element: <SignUpPage /> }] },
  pageRoute('/account-activation'),
];

async function fillAndSubmit(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Create an account' }));
}

describe('SignUpPage', () => {
  it('validates with the sign-up rules before calling the server', async () => {
    const { calls } = stubFetch({});
    const { user } = renderWithProviders(routes, { initialEntries: ['/sign-up'] });
    expect(await screen.findByRole('link', { name: 'Already have an account?' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    await user.type(screen.getByLabelText('Password'), 'Abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByText('Must contain at least one number.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the banner for an email that is already registered', async () => {
    stubFetch({
      'POST /api/v1/auth/register': apiError(409, 'email_already_exists', 'Taken.'),
    });
    const { user, router } = renderWithProviders(routes, { initialEntries: ['/sign-up'] });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please try signing in instead.',
    );
    expect(router.state.location.pathname).toBe('/sign-up');
  });

  it("shows the server's message, or the fallback when there is none", async () => {
    let answer = apiError(400, 'validation_error', 'Password must be at least 8 characters.');
    stubFetch({ 'POST /api/v1/auth/register': () => answer });
    const { user } = renderWithProviders(routes, { initialEntries: ['/sign-up'] });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters.',
    );

    answer = { status: 503 };
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occurred during registration. Please try again.',
      ),
    );
  });

  it('goes to account activation after signing up', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/auth/register': {
        status: 201,
        body: { accessToken: fakeToken(), user: { ...activeUser, active: false } },
      },
    });
    const { user, router } = renderWithProviders(routes, { initialEntries: ['/sign-up'] });
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-activation'));
    expect(calls[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Secret#123',
    });
    expect(storage.isJustSignedUp()).toBe(true);
  });
});

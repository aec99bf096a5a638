import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubFetch } from '@/test/fetch-stub';
import { pageRoute, renderWithProviders } from '@/test/render';
import { ChangePasswordPage } from './change-password-page';

const routes = [
  { path: '/change-password', element: <ChangePasswordPage /> },
  pageRoute('/sign-in'),
];
const validUrl = '/change-password?email=ada%40example.com&token=reset-token-1';

describe('ChangePasswordPage', () => {
  it.each([
    ['no parameters', '/change-password'],
    ['no token', '/change-password?email=ada%40example.com'],
    ['no email', '/change-password?token=reset-token-1'],
  ])('with %s, toasts the invalid-URL error and goes to sign-in', async (_case, url) => {
    stubFetch({});
    const { router } = renderWithProviders(routes, { initialEntries: [url] });
    expect(
      await screen.findByText(
        'The change password URL is invalid. Please go to login and reset your password again to repeat the flow.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('validates the new password with the new-password rules', async () => {
    const { calls } = stubFetch({});
    const { user } = renderWithProviders(routes, { initialEntries: [validUrl] });
    await user.type(await screen.findByLabelText('New Password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Must contain at least one uppercase letter.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(calls).toHaveLength(0);
  });

  it('changes the password, toasts success and goes to sign-in', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/auth/reset-password/change': { body: { message: 'Password changed.' } },
    });
    const { user, router } = renderWithProviders(routes, { initialEntries: [validUrl] });
    await user.type(await screen.findByLabelText('New Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText(
        'Password changed successfully! Please sign in with your new password.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/reset-password/change',
      body: { email: 'ada@example.com', token: 'reset-token-1', password: 'Secret#123' },
    });
  });

  it('toasts the failure text and stays on the page', async () => {
    stubFetch({
      'POST /api/v1/auth/reset-password/change': apiError(400, 'reset_token_invalid', 'Bad token.'),
    });
    const { user, router } = renderWithProviders(routes, { initialEntries: [validUrl] });
    await user.type(await screen.findByLabelText('New Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText(
        'Something went wrong. Please go to login and reset password again to repeat the flow.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
  });
});

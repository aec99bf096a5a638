import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { SignInPage } from '../sign-in-page';

const routes = [{ path: '/sign-in', element: <SignInPage /> }];

async function openDialog() {
  const rendered = renderWithProviders(routes, { initialEntries: ['/sign-in'] });
  await rendered.user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
  return { ...rendered, dialog };
}

describe('ForgotPasswordDialog', () => {
  it('shows the spec texts and validates the email', async () => {
    const { calls } = stubFetch({});
    const { user, dialog } = await openDialog();
    expect(
      within(dialog).getByText(
        "Enter your email and we'll send you a link to get back into your account.",
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('toasts the neutral success text, then clears and closes', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/auth/reset-password': { body: { message: 'ok' } },
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(
        'If an account exists with this email, a password reset link has been sent.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/reset-password',
      body: { email: 'ada@example.com' },
    });

    // Reopened, the form starts empty again.
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const reopened = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect(within(reopened).getByLabelText('Email')).toHaveValue('');
  });

  it('toasts the failure text and stays open', async () => {
    stubFetch({
      'POST /api/v1/auth/reset-password': apiError(500, 'internal_error', 'Something went wrong'),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText('Failed to send reset email. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(within(dialog).getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});

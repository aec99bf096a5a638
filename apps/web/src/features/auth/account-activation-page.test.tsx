import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivationRoute } from '@/app/guards';
import { activeUser, apiError, signedInAs, stubFetch } from '@/test/fetch-stub';
import { pageRoute, renderWithProviders } from '@/test/render';
import { AccountActivationPage } from './account-activation-page';

const routes = [
  {
    element: <ActivationRoute />,
    children: [{ path: '/account-activation', element: <AccountActivationPage /> }],
  },
  pageRoute('/organizations'),
  pageRoute('/sign-in'),
];

function renderPage(answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchStub = stubFetch({ ...signedInAs({ active: false }), ...answers });
  const rendered = renderWithProviders(routes, { initialEntries: ['/account-activation'] });
  return { ...rendered, ...fetchStub };
}

const digitBoxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });

describe('AccountActivationPage', () => {
  it("names the user's email and enables the button only at six digits", async () => {
    const { user } = renderPage();
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Activate Account' });
    expect(button).toBeDisabled();

    await user.click(digitBoxes()[0] as HTMLElement);
    await user.keyboard('12a3 45');
    expect(digitBoxes().map((box) => (box as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '',
    ]);
    expect(button).toBeDisabled();

    await user.keyboard('6');
    expect(button).toBeEnabled();

    await user.keyboard('{Backspace}');
    expect(button).toBeDisabled();
  });

  it('accepts a pasted code, keeping digits only', async () => {
    const { user } = renderPage();
    await user.click((await screen.findAllByRole('textbox', { name: /^Digit/ }))[0] as HTMLElement);
    await user.paste('98-76 54');
    expect(
      digitBoxes()
        .map((box) => (box as HTMLInputElement).value)
        .join(''),
    ).toBe('987654');
    expect(screen.getByRole('button', { name: 'Activate Account' })).toBeEnabled();
  });

  it('activates and goes to the organizations page', async () => {
    const { user, router, calls } = renderPage({
      'POST /api/v1/auth/activate': { body: activeUser },
    });
    const first = (await screen.findAllByRole('textbox', { name: /^Digit/ }))[0] as HTMLElement;
    fireEvent.paste(first, { clipboardData: { getData: () => '123456' } });
    await user.click(screen.getByRole('button', { name: 'Activate Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations'));
    expect(calls.find((call) => call.path === '/api/v1/auth/activate')?.body).toEqual({
      code: '123456',
    });
  });

  it("shows the server's message in an alert when activation fails", async () => {
    const { user } = renderPage({
      'POST /api/v1/auth/activate': apiError(
        400,
        'activation_code_invalid',
        'The activation code is not valid.',
      ),
    });
    const first = (await screen.findAllByRole('textbox', { name: /^Digit/ }))[0] as HTMLElement;
    fireEvent.paste(first, { clipboardData: { getData: () => '000000' } });
    await user.click(screen.getByRole('button', { name: 'Activate Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The activation code is not valid.');
    expect(screen.getByRole('button', { name: 'Activate Account' })).toBeEnabled();
  });

  it.each([
    [
      'a still-valid code',
      apiError(409, 'activation_code_not_expired', 'Server text that is not shown.'),
      'Previous activation code is still valid. Please wait 10 minutes before requesting a new one.',
    ],
    [
      'too many requests',
      apiError(429, 'too_many_requests', 'Rate limited.'),
      'Too many requests. Please wait a few minutes before trying again.',
    ],
    [
      'another error with a message',
      apiError(500, 'internal_error', 'Mail server down.'),
      'Mail server down.',
    ],
    [
      'another error without a body',
      { status: 502 },
      'Failed to resend verification code. Please try again.',
    ],
  ])('toasts the resend failure for %s', async (_case, answer, expected) => {
    const { user } = renderPage({ 'GET /api/v1/auth/regenerate-activation-code': answer });
    await user.click(await screen.findByRole('button', { name: 'Resend verification code' }));
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it('toasts that a new code was sent', async () => {
    const { user, calls } = renderPage({
      'GET /api/v1/auth/regenerate-activation-code': { body: { message: 'sent' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend verification code' }));
    expect(
      await screen.findByText('A new verification code has been sent to your email.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/auth/regenerate-activation-code')).toBe(
      true,
    );
  });

  it('signs out to the sign-in page', async () => {
    const { user, router } = renderPage({ 'POST /api/v1/auth/logout': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});

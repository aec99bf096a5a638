import { errorMessages, type InvitationPreview } from '@frontdesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import {
  activeUser,
  apiError,
  fakeToken,
  type StubRoutes,
  signedInAs,
  stubFetch,
  testOrganization,
} from '@/test/fetch-stub';
import { pageRoute, renderWithProviders } from '@/test/render';
import { AcceptInvitationPage } from './accept-invitation-page';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0';
const PREVIEW = `GET /api/v1/invitations/${TOKEN}`;
const ACCEPT = `POST /api/v1/invitations/${TOKEN}/accept`;

const invitation: InvitationPreview = {
  organizationName: 'Acme',
  invitedBy: 'Olga Owner',
  name: 'Ana Lima',
  email: 'ana@example.com',
  role: 'editor',
  accountExists: false,
};

/** What the app asks once the accepted session is stored: the new user, the organization joined. */
const joinedSession = {
  'GET /api/v1/auth/me': { body: { ...activeUser, name: 'Ana Lima', email: 'ana@example.com' } },
  'GET /api/v1/organizations/me': { body: { ...testOrganization, role: 'editor' } },
} satisfies StubRoutes;

function renderPage(routes: StubRoutes) {
  const stub = stubFetch(routes);
  const page = renderWithProviders(
    [
      { path: '/invitations/:token', element: <AcceptInvitationPage /> },
      pageRoute('/dashboard'),
      pageRoute('/sign-in'),
      pageRoute('/'),
    ],
    { initialEntries: [`/invitations/${TOKEN}`] },
  );
  return { ...stub, ...page };
}

const accepted = () => ({ body: { accessToken: fakeToken(), organizationId: 'org-1' } });

describe('AcceptInvitationPage', () => {
  it('lets a new person sign up with the sign-up rules and lands them in the dashboard', async () => {
    const { calls, router, user } = renderPage({
      [PREVIEW]: { body: invitation },
      [ACCEPT]: accepted,
      ...joinedSession,
    });

    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeInTheDocument();
    expect(screen.getByText(/Olga Owner invited you to join/)).toHaveTextContent(
      'Olga Owner invited you to join Acme as Editor.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Lima');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ana@example.com');
    expect(email).toHaveAttribute('readonly');

    const password = screen.getByLabelText('Password');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeVisible();
    await user.clear(password);
    await user.type(password, 'longenough1!');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Must contain at least one uppercase letter.')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(password);
    await user.type(password, 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));

    expect(await screen.findByText('page /dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const accept = calls.find((call) => call.method === 'POST');
    expect(accept?.path).toBe(`/api/v1/invitations/${TOKEN}/accept`);
    expect(accept?.body).toEqual({ name: 'Ana Lima', password: 'Str0ng!Passw0rd' });
    // A guest's call carries no token: the server creates the account instead of reading one.
    expect(accept?.headers.authorization).toBeUndefined();
    expect(storage.getAccessToken()).toBeTruthy();
    expect(storage.getEmail()).toBe('ana@example.com');
  });

  it("says the server's refusal of the sign-up in place", async () => {
    const { user } = renderPage({
      [PREVIEW]: { body: invitation },
      [ACCEPT]: apiError(409, 'email_already_exists', 'An account with this email already exists.'),
    });
    await user.type(await screen.findByLabelText('Password'), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  });

  it('asks someone with an account to sign in, and brings them back here', async () => {
    const { router, user } = renderPage({
      [PREVIEW]: { body: { ...invitation, role: 'viewer', accountExists: true } },
    });
    expect(await screen.findByText(/Olga Owner invited you/)).toHaveTextContent('as Viewer.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in to accept' });
    expect(signIn).toHaveAttribute('href', '/sign-in?email=ana%40example.com');
    await user.click(signIn);
    expect(await screen.findByText('page /sign-in')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: `/invitations/${TOKEN}` });
  });

  it('accepts for the invited address signed in, with one click', async () => {
    const { calls, user } = renderPage({
      ...signedInAs({ active: true, email: 'Ana@Example.com', name: 'Ana Lima' }),
      [PREVIEW]: { body: { ...invitation, accountExists: true } },
      [ACCEPT]: accepted,
      'GET /api/v1/organizations/me': { body: { ...testOrganization, role: 'editor' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('page /dashboard')).toBeInTheDocument();
    const accept = calls.find((call) => call.method === 'POST');
    expect(accept?.body).toEqual({});
    expect(accept?.headers.authorization).toMatch(/^Bearer /);
  });

  it('tells someone signed in as another address, and lets them sign out', async () => {
    const { user } = renderPage({
      ...signedInAs({ active: true, email: 'someone@example.com' }),
      [PREVIEW]: { body: { ...invitation, accountExists: true } },
      'POST /api/v1/auth/logout': { status: 204 },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      errorMessages.invitation_for_another_email,
    );
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent('someone@example.com');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in to accept' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a used or expired link's message with the way home", async () => {
    const { user, router } = renderPage({
      [PREVIEW]: apiError(404, 'invitation_invalid', errorMessages.invitation_invalid),
    });
    expect(await screen.findByRole('heading', { name: 'Invitation not valid' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(errorMessages.invitation_invalid);
    expect(screen.queryByRole('button', { name: /join|accept/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('treats a mangled link as not valid', async () => {
    renderPage({
      [PREVIEW]: apiError(400, 'validation_error', 'params/id must match pattern'),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorMessages.invitation_invalid);
    expect(within(alert).queryByText(/pattern/)).not.toBeInTheDocument();
  });
});

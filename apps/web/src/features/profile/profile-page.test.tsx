import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { activeUser, apiError, fakeToken, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { ProfilePage } from './profile-page';

const routes = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/dashboard/profile', element: <ProfilePage /> },
];

/** A restored session for this user (the token is stored per test: cleanup clears it). */
function session(user: { name?: string; phone?: string | null } = {}) {
  storage.setAccessToken(fakeToken());
  return {
    'GET /api/v1/auth/me': { body: { ...activeUser, ...user } },
    'GET /api/v1/organizations/me': apiError(403, 'organization_required', 'Select one first.'),
  };
}

function renderAt(path: string) {
  return renderWithProviders(routes, { initialEntries: [path] });
}

describe('ProfilePage', () => {
  it('shows initials of two words, the details and "Not provided" for a missing phone', async () => {
    stubFetch(session({ name: 'ada king lovelace', phone: null }));
    renderAt('/dashboard/profile');

    expect(await screen.findByText('AK')).toBeInTheDocument();
    const detailOf = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(detailOf('Full Name')).toHaveTextContent('ada king lovelace');
    expect(detailOf('Email')).toHaveTextContent('ada@example.com');
    expect(detailOf('Phone')).toHaveTextContent('Not provided');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("falls back to 'U' without a name", async () => {
    stubFetch(session({ name: '', phone: '+1 555 0100' }));
    renderAt('/dashboard/profile');
    expect(await screen.findByText('U')).toBeInTheDocument();
    expect(screen.getByText('Phone', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '+1 555 0100',
    );
  });

  it('draws its own header with the user menu at /profile, and none inside the dashboard', async () => {
    stubFetch(session());
    const { unmount } = renderAt('/profile');
    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    unmount();

    stubFetch(session());
    renderAt('/dashboard/profile');
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ada Lovelace/ })).not.toBeInTheDocument();
  });

  it('edits name and phone with the email disabled, and shows the saved user', async () => {
    const { calls } = stubFetch({
      ...session(),
      'PATCH /api/v1/auth/profile': ({ body }) => ({
        body: { ...activeUser, ...(body as object) },
      }),
    });
    const { user } = renderAt('/dashboard/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');

    await user.clear(screen.getByLabelText('Full Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(screen.getByLabelText('Full Name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Phone'), '+1 555 0199');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const toast = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('[data-sonner-toast]');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(within(toast).getByText('Profile updated')).toBeInTheDocument();
    expect(
      within(toast).getByText('Your profile has been successfully updated.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Grace Hopper',
      phone: '+1 555 0199',
    });
    // Back to the read-only view, showing what the server answered.
    expect(await screen.findByText('GH')).toBeInTheDocument();
    expect(screen.getByText('+1 555 0199')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('keeps the form open and says so when saving fails', async () => {
    stubFetch({
      ...session(),
      'PATCH /api/v1/auth/profile': apiError(500, 'internal_error', 'Something went wrong'),
    });
    const { user } = renderAt('/dashboard/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Failed to update profile. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});

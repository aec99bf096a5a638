import { errorMessages } from '@frontdesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type RecordedCall } from '@/test/fetch-stub';
import { toastWith } from '@/test/toast';
import { ACTIVITY, renderTeamPage, teamOf, USERS } from './testing/team-data';

/** The table row that names `text` (a name or an e-mail). */
async function rowOf(text: string) {
  const table = await screen.findByRole('table');
  return within(table).getByText(text).closest('tr') as HTMLElement;
}

/** The tooltip a disabled control shows on hover, for the wrapper around `control`. */
async function tooltipOf(user: UserEvent, control: HTMLElement) {
  await user.hover(control.closest('[data-slot="disabled-with-reason"]') as HTMLElement);
  return screen.findByRole('tooltip');
}

const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('TeamPage', () => {
  it('lists members and invitations with their role and the invitation status', async () => {
    renderTeamPage('owner');

    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([
      'Ada Lovelace (you)',
      'Bruno Admin',
      'Clara Editor',
      expect.stringMatching(/^Dan PendingInvitation pendingExpires/),
      expect.stringMatching(/^Eve ExpiredInvitation expiredExpired/),
    ]);
    const bruno = await rowOf('Bruno Admin');
    expect(within(bruno).getByText('bruno@example.com')).toBeInTheDocument();
    expect(within(bruno).getByText('Admin')).toBeInTheDocument();
    expect(within(bruno).getByRole('button', { name: 'Edit role of Bruno Admin' })).toBeEnabled();
    expect(within(bruno).getByRole('button', { name: 'Remove Bruno Admin' })).toBeEnabled();
    // One's own row: edit (to step down), but leaving is said on its own, not as a removal.
    const ada = await rowOf('Ada Lovelace');
    expect(within(ada).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText('3 members, 2 invitations')).toBeInTheDocument();
  });

  it('checks the add dialog with the spec messages, offers no owner, and mails the invitation', async () => {
    const { calls, user } = renderTeamPage('owner', {
      [`POST ${USERS}/invitations`]: ({ body }) => ({
        status: 201,
        body: { id: 'inv-3', ...(body as object), status: 'pending', expiresAt: '', invitedBy: '' },
      }),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });

    await user.type(within(dialog).getByLabelText('Name'), 'A');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters.')).toBeVisible();
    expect(within(dialog).getByText('Please enter a valid email address.')).toBeVisible();
    expect(callsTo(calls, 'POST', `${USERS}/invitations`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Admin', 'Editor', 'Viewer', 'Billing']);
    await user.click(screen.getByRole('option', { name: 'Viewer' }));

    await user.type(within(dialog).getByLabelText('Name'), 'na Lima');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    const before = callsTo(calls, 'GET', USERS).length;
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await toastWith('Invitation sent to ana@example.com');
    expect(callsTo(calls, 'POST', `${USERS}/invitations`).map((call) => call.body)).toEqual([
      { name: 'Ana Lima', email: 'ana@example.com', role: 'viewer' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo(calls, 'GET', USERS).length).toBeGreaterThan(before));
  });

  it('says under the email when the address is already invited', async () => {
    const { user } = renderTeamPage('owner', {
      [`POST ${USERS}/invitations`]: apiError(
        409,
        'invitation_pending',
        errorMessages.invitation_pending,
      ),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByLabelText('Name'), 'Dan Pending');
    await user.type(within(dialog).getByLabelText('Email'), 'dan@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(errorMessages.invitation_pending)).toBeVisible();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('resends and revokes an invitation', async () => {
    const { calls, user } = renderTeamPage('owner', {
      [`POST ${USERS}/invitations/inv-1/resend`]: { body: teamOf('owner').invitations[0] },
      [`DELETE ${USERS}/invitations/inv-2`]: { status: 204 },
    });
    const dan = await rowOf('Dan Pending');
    await user.click(
      within(dan).getByRole('button', { name: 'Resend invitation to dan@example.com' }),
    );
    await toastWith('Invitation sent again to dan@example.com');
    expect(callsTo(calls, 'POST', `${USERS}/invitations/inv-1/resend`)).toHaveLength(1);

    const eve = await rowOf('Eve Expired');
    await user.click(
      within(eve).getByRole('button', { name: 'Revoke invitation to eve@example.com' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this invitation?' });
    expect(confirm).toHaveTextContent('The link mailed to eve@example.com stops working.');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await toastWith('Invitation to eve@example.com revoked');
    expect(callsTo(calls, 'DELETE', `${USERS}/invitations/inv-2`)).toHaveLength(1);
  });

  it("changes a member's role, owner not offered", async () => {
    const { calls, user } = renderTeamPage('owner', {
      [`PATCH ${USERS}/user-3`]: ({ body }) => ({
        body: { ...teamOf('owner').members[2], ...(body as object) },
      }),
    });
    const clara = await rowOf('Clara Editor');
    await user.click(within(clara).getByRole('button', { name: 'Edit role of Clara Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveTextContent('Editor');
    await user.click(role);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Admin',
      'Editor',
      'Viewer',
      'Billing',
    ]);
    await user.click(screen.getByRole('option', { name: 'Viewer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await toastWith('Clara Editor is now Viewer');
    expect(callsTo(calls, 'PATCH', `${USERS}/user-3`).map((call) => call.body)).toEqual([
      { role: 'viewer' },
    ]);
  });

  it('removes a member after confirming, and shows the server refusal if any', async () => {
    const { calls, user } = renderTeamPage('owner', {
      [`DELETE ${USERS}/user-3`]: { status: 204 },
      [`DELETE ${USERS}/user-2`]: apiError(403, 'forbidden_role', errorMessages.forbidden_role),
    });
    const clara = await rowOf('Clara Editor');
    await user.click(within(clara).getByRole('button', { name: 'Remove Clara Editor' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Clara Editor?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await toastWith('Clara Editor was removed');
    expect(callsTo(calls, 'DELETE', `${USERS}/user-3`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove Bruno Admin' }));
    const second = await screen.findByRole('alertdialog', { name: 'Remove Bruno Admin?' });
    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    await toastWith(errorMessages.forbidden_role);
    expect(screen.getByRole('alertdialog', { name: 'Remove Bruno Admin?' })).toBeInTheDocument();
  });

  it('offers an owner to transfer ownership on admin rows only', async () => {
    const { calls, user } = renderTeamPage('owner', {
      [`POST ${USERS}/user-2/transfer-ownership`]: { status: 204 },
    });
    const clara = await rowOf('Clara Editor');
    expect(within(clara).queryByRole('button', { name: /Transfer ownership/ })).toBeNull();
    const bruno = await rowOf('Bruno Admin');
    await user.click(
      within(bruno).getByRole('button', { name: 'Transfer ownership to Bruno Admin' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Transfer ownership to Bruno Admin?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Transfer ownership' }));
    await toastWith('Bruno Admin is now an owner');
    expect(callsTo(calls, 'POST', `${USERS}/user-2/transfer-ownership`)).toHaveLength(1);
  });

  it('shows no transfer to an admin, and keeps owners out of their reach', async () => {
    const { user } = renderTeamPage('admin');
    await rowOf('Bruno Admin');
    expect(screen.queryByRole('button', { name: /Transfer ownership/ })).toBeNull();
    const removeOwner = screen.getByRole('button', { name: 'Remove Olga Owner' });
    expect(removeOwner).toBeDisabled();
    expect(await tooltipOf(user, removeOwner)).toHaveTextContent(
      'Only an owner can change or remove an owner.',
    );
    expect(screen.getByRole('button', { name: 'Remove Clara Editor' })).toBeEnabled();
  });

  it('lets a member leave, then sends them to pick another organization', async () => {
    const { calls, router, user } = renderTeamPage('editor', {
      [`DELETE ${USERS}/me`]: { status: 204 },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Leave organization' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave Acme?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave organization' }));
    expect(await screen.findByText('page /organizations')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organizations');
    expect(callsTo(calls, 'DELETE', `${USERS}/me`)).toHaveLength(1);
    await toastWith('You left Acme');
  });

  it('keeps the last owner from leaving, with why', async () => {
    const { user } = renderTeamPage('owner');
    await screen.findByRole('table');
    const leave = screen.getByRole('button', { name: 'Leave organization' });
    expect(leave).toBeDisabled();
    expect(await tooltipOf(user, leave)).toHaveTextContent(errorMessages.last_owner);
    // The last owner's own role cannot be changed either.
    expect(screen.getByRole('button', { name: 'Edit role of Ada Lovelace' })).toBeDisabled();
  });

  it('shows the activity log to owners and admins', async () => {
    renderTeamPage('admin');
    const log = await screen.findByRole('list', { name: 'Activity' });
    const entries = within(log).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Ada Lovelace: Invited dan@example.com as Viewer',
      'A former member: Removed zoe@example.com',
    ]);
  });

  it('shows an editor the team read-only, without the activity log', async () => {
    const { calls, user } = renderTeamPage('editor');
    await rowOf('Clara Editor');
    expect(screen.queryByRole('heading', { name: 'Activity' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', ACTIVITY)).toHaveLength(0);

    const add = screen.getByRole('button', { name: 'Add User' });
    expect(add).toBeDisabled();
    expect(await tooltipOf(user, add)).toHaveTextContent(
      'Your role (Editor) does not allow this. Ask an owner or admin.',
    );
    for (const name of [
      'Edit role of Clara Editor',
      'Remove Bruno Admin',
      'Resend invitation to dan@example.com',
      'Revoke invitation to eve@example.com',
    ]) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    // Anyone may leave.
    expect(screen.getByRole('button', { name: 'Leave organization' })).toBeEnabled();
  });
});

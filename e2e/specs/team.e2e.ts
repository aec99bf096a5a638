/**
 * The team, end to end: an owner invites a colleague from the Users page, the invitation goes out
 * through the real SMTP server, the colleague opens the mailed link in a browser of their own,
 * signs up there and lands in the organization's dashboard with the role they were given.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, consoleErrors, openPage, waitForPath } from '../support/browser';
import { readLink, waitForMail } from '../support/mail';
import { goToSection, openDashboardOfNewOrganization, waitForText } from '../support/organizations';
import { createActiveUser, TEST_PASSWORD, uniqueEmail } from '../support/users';

afterAll(closeBrowser);

describe('team', () => {
  it('invites a colleague by mail, who signs up from the link and joins as an editor', async () => {
    const organizationName = `Bright Dental ${Date.now().toString(36)}`;
    const { page: owner } = await createActiveUser('team-owner');
    await openDashboardOfNewOrganization(owner, organizationName);

    // Users is off the menu (spec section 2): Organization Details leads there.
    await goToSection(owner, 'Details', '/dashboard/organization/details');
    await owner.getByRole('link', { name: 'Manage users' }).click();
    await waitForPath(owner, '/dashboard/users');
    await owner.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    const email = uniqueEmail('team-editor');
    await owner.getByRole('button', { name: 'Add User' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('Name', { exact: true }).fill('Ana Lima');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await owner.getByRole('option', { name: 'Editor', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await waitForText(owner, `Invitation sent to ${email}`);
    const invitedRow = owner.getByRole('row').filter({ hasText: email });
    await invitedRow.getByText('Invitation pending').waitFor();

    const mail = await waitForMail({ to: email, subject: `Join ${organizationName} on Frontdesk` });
    expect(mail.text).toContain('as Editor');
    const link = readLink(mail, '/invitations/');

    // A fresh browser context: the colleague has no session, no storage, nothing of the owner's.
    const colleague = await openPage(link.pathname);
    await colleague
      .getByRole('heading', { name: `Join ${organizationName}`, exact: true })
      .waitFor();
    await colleague
      .getByText(/invited you to join/)
      .getByText('Editor')
      .waitFor();
    expect(await colleague.getByLabel('Name', { exact: true }).inputValue()).toBe('Ana Lima');
    expect(await colleague.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await colleague.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await colleague.getByRole('button', { name: 'Create account and join' }).click();

    await waitForPath(colleague, '/dashboard');
    await colleague.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    const menu = colleague.getByRole('navigation', { name: 'Dashboard' });
    await menu.getByRole('link', { name: 'Configuration', exact: true }).waitFor();
    // An editor runs the operator but holds neither the keys nor the purse.
    expect(await menu.getByRole('link', { name: 'API Keys', exact: true }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Billing', exact: true }).count()).toBe(0);
    // The organization has a plan already; the gate would not be theirs to pass anyway.
    expect(await colleague.getByRole('dialog').count()).toBe(0);
    // Typing the address of a section the role may not read says so, instead of failing.
    await colleague.goto('/dashboard/api-keys');
    await colleague
      .getByRole('heading', { name: 'You do not have access to this section', exact: true })
      .waitFor();

    // The owner sees the colleague among the members now, with the role given.
    await owner.reload();
    const memberRow = owner.getByRole('row').filter({ hasText: email });
    await memberRow.getByRole('cell', { name: 'Editor', exact: true }).waitFor();
    expect(await memberRow.getByText('Invitation pending').count()).toBe(0);
    await owner
      .getByRole('list', { name: 'Activity' })
      .getByText(`${email} joined as Editor`)
      .waitFor();

    expect(consoleErrors(owner)).toEqual([]);
    expect(consoleErrors(colleague)).toEqual([]);
  });

  it('says a used or made-up invitation link is not valid', async () => {
    const page = await openPage('/invitations/this-link-was-never-mailed-to-anyone');
    await page.getByRole('heading', { name: 'Invitation not valid', exact: true }).waitFor();
    await page
      .getByText('This invitation link is not valid or has expired. Ask for a new one.')
      .waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await waitForPath(page, '/');
  });
});

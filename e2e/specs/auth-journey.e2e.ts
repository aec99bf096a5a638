/**
 * The foundation's journeys in a real browser against the production build: account life cycle,
 * password reset by mail, and every route guard's redirect.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, consoleErrors, openPage, waitForPath } from '../support/browser';
import { readLink, waitForMail } from '../support/mail';
import { createOrganizationThroughUi, startTrialInPlanGate } from '../support/organizations';
import {
  activateThroughUi,
  createActiveUser,
  newTestUser,
  RESET_SUBJECT,
  signInThroughUi,
  signUpThroughUi,
  TEST_PASSWORD,
} from '../support/users';

const INVALID_CHANGE_PASSWORD_URL =
  'The change password URL is invalid. Please go to login and reset your password again to repeat the flow.';
const RESET_LINK_SENT =
  'If an account exists with this email, a password reset link has been sent.';
const SIGN_IN_FAILED = 'Sign in failed. Please check your credentials.';
const PASSWORD_CHANGED = 'Password changed successfully! Please sign in with your new password.';

afterAll(closeBrowser);

function heading(page: Page, name: string) {
  return page.getByRole('heading', { name, exact: true });
}

describe('account life cycle', () => {
  it('signs up, activates, creates and chooses an organization, signs out and in again', async () => {
    const user = newTestUser('journey');
    const organizationName = `Tea House ${Date.now().toString(36)}`;
    const page = await openPage('/sign-up');

    await signUpThroughUi(page, user);
    await activateThroughUi(page, user.email);
    await heading(page, 'Select an Organization').waitFor();
    await page.getByText('No organizations found.').waitFor();

    await createOrganizationThroughUi(page, organizationName);
    await page.getByText(organizationName, { exact: true }).click();
    await waitForPath(page, '/dashboard');
    await startTrialInPlanGate(page, organizationName);
    await heading(page, 'Dashboard').waitFor();

    await page.getByRole('button', { name: /My Account|Test User/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await waitForPath(page, '/sign-in');
    await heading(page, 'Sign In').waitFor();

    await signInThroughUi(page, user.email, user.password);
    await waitForPath(page, '/organizations');
    await page.getByText(organizationName, { exact: true }).waitFor();
    expect(consoleErrors(page)).toEqual([]);
  });
});

describe('password reset', () => {
  it('mails a link from the sign-in page, changes the password, and only the new one works', async () => {
    const { user } = await createActiveUser('reset');
    const newPassword = 'N3w!Passw0rd-x';
    const page = await openPage('/sign-in');

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email', { exact: true }).fill(user.email);
    await dialog.getByRole('button', { name: 'Send reset link', exact: true }).click();
    await page.getByText(RESET_LINK_SENT).waitFor();

    const link = readLink(
      await waitForMail({ to: user.email, subject: RESET_SUBJECT }),
      '/change-password',
    );
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(link.searchParams.get('token')).toBeTruthy();
    await page.goto(link.href);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    await waitForPath(page, '/sign-in');
    await page.getByText(PASSWORD_CHANGED).waitFor();

    await signInThroughUi(page, user.email, TEST_PASSWORD);
    await page.getByText(SIGN_IN_FAILED).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');

    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/organizations');
  });
});

describe('route guards', () => {
  // One active user serves the guards that need one: signing up through the UI costs seconds.
  let activeUser: ReturnType<typeof createActiveUser> | undefined;
  const sharedActiveUser = () => {
    activeUser ??= createActiveUser('guard');
    return activeUser;
  };

  it('sends a guest from /dashboard to sign-in', async () => {
    const page = await openPage('/dashboard');
    await waitForPath(page, '/sign-in');
    await heading(page, 'Sign In').waitFor();
  });

  it('sends a guest from /account-activation to sign-in', async () => {
    const page = await openPage('/account-activation');
    await waitForPath(page, '/sign-in');
  });

  it('sends /change-password without its parameters to sign-in with an error', async () => {
    const page = await openPage('/change-password');
    await waitForPath(page, '/sign-in');
    await page.getByText(INVALID_CHANGE_PASSWORD_URL).waitFor();
  });

  it('brings a guest back to the protected page after sign-in', async () => {
    const { user } = await sharedActiveUser();
    const page = await openPage('/profile');
    await waitForPath(page, '/sign-in');
    await signInThroughUi(page, user.email, user.password);
    await waitForPath(page, '/profile');
  });

  it('brings a guest back to /dashboard, which asks for an organization first', async () => {
    const { user } = await sharedActiveUser();
    const page = await openPage('/dashboard');
    await waitForPath(page, '/sign-in');
    await signInThroughUi(page, user.email, user.password);
    // A fresh session has no organization chosen yet, so the dashboard passes it on.
    await waitForPath(page, '/organizations');
    await heading(page, 'Select an Organization').waitFor();
  });

  it('sends a signed-in active user from /sign-in to /organizations', async () => {
    const { page } = await sharedActiveUser();
    await page.goto('/sign-in');
    await waitForPath(page, '/organizations');
    await heading(page, 'Select an Organization').waitFor();
  });

  it('sends a signed-in inactive user from /organizations to activation', async () => {
    const user = newTestUser('inactive');
    const page = await openPage('/sign-up');
    await signUpThroughUi(page, user);
    await page.goto('/organizations');
    await waitForPath(page, '/account-activation');
  });
});

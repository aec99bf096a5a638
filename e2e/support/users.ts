/**
 * Test users, created the way a person would: through the sign-up and activation screens.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { openPage, type PageOptions, waitForPath } from './browser';
import { readActivationCode, waitForMail } from './mail';

/** Meets every password rule of the spec (length, capital, digit, symbol). */
export const TEST_PASSWORD = 'Str0ng!Passw0rd';

export const ACTIVATION_SUBJECT = 'Your Frontdesk activation code';
export const RESET_SUBJECT = 'Reset your Frontdesk password';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** An address no other test (or earlier run against the same server) has used. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@frontdesk.test`;
}

export function newTestUser(prefix = 'user'): TestUser {
  return { name: 'Test User', email: uniqueEmail(prefix), password: TEST_PASSWORD };
}

/** Fills the sign-up form and waits for the activation page. */
export async function signUpThroughUi(page: Page, user: TestUser): Promise<void> {
  if (new URL(page.url()).pathname !== '/sign-up') await page.goto('/sign-up');
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create an account', exact: true }).click();
  await waitForPath(page, '/account-activation');
}

/** Types the mailed code into the activation boxes and waits for the organizations page. */
export async function activateThroughUi(page: Page, email: string): Promise<void> {
  const mail = await waitForMail({ to: email, subject: ACTIVATION_SUBJECT });
  // Typed digit by digit, as a person does; the boxes move the focus along.
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(readActivationCode(mail));
  await page.getByRole('button', { name: 'Activate Account', exact: true }).click();
  await waitForPath(page, '/organizations');
}

/** Fills the sign-in form; does not wait for where it leads (the guards decide that). */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/sign-in') await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * A signed-up, activated user, signed in on a fresh page that shows /organizations.
 * The page belongs to the caller's browser; `closeBrowser` closes it.
 */
export async function createActiveUser(
  prefix = 'user',
  options: PageOptions = {},
): Promise<{ user: TestUser; page: Page }> {
  const user = newTestUser(prefix);
  const page = await openPage('/sign-up', options);
  await signUpThroughUi(page, user);
  await activateThroughUi(page, user.email);
  return { user, page };
}

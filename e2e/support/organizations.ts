/**
 * Organizations, created the way a person would: through the organizations screens.
 */
import type { Page } from 'playwright-core';
import { waitForPath } from './browser';

/** From /organizations: fills the create form and comes back to the list. */
export async function createOrganizationThroughUi(
  page: Page,
  name: string,
  industry = 'Retail',
): Promise<void> {
  await page.getByRole('link', { name: 'Create Organization', exact: true }).click();
  await waitForPath(page, '/create-organization');
  await page.getByRole('heading', { name: 'Create your Organization', exact: true }).waitFor();
  await page.getByLabel('Organization Name').fill(name);
  await page.getByLabel('Description').fill(`${name} answers its customers around the clock.`);
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: industry, exact: true }).click();
  await page.getByRole('button', { name: 'Create Organization', exact: true }).click();
  await waitForPath(page, '/organizations');
}

/**
 * In a new organization's dashboard: the plan gate asks for a plan before anything else; this
 * starts the free trial of the one named and waits for the gate to go.
 */
export async function startTrialInPlanGate(
  page: Page,
  organizationName: string,
  plan: 'Starter' | 'Professional' = 'Professional',
): Promise<void> {
  const gate = page.getByRole('dialog', { name: `Pick a plan for ${organizationName}` });
  await gate.waitFor();
  await gate.getByRole('button', { name: `Start Free Trial with the ${plan} plan` }).click();
  await gate.waitFor({ state: 'detached' });
}

/** From /organizations: creates an organization, chooses it, starts a trial, lands in its dashboard. */
export async function openDashboardOfNewOrganization(page: Page, name: string): Promise<void> {
  await createOrganizationThroughUi(page, name);
  await page.getByText(name, { exact: true }).click();
  await waitForPath(page, '/dashboard');
  await startTrialInPlanGate(page, name);
}

/** Follows a sidebar link and waits for its page. */
export async function goToSection(page: Page, linkName: string, path: string): Promise<void> {
  await page.getByRole('link', { name: linkName, exact: true }).first().click();
  await waitForPath(page, path);
}

/** Waits for a toast (or any text) to show. */
export async function waitForText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

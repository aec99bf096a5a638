/**
 * The WhatsApp setup wizard as a business meets it: from the dashboard's setup banner through the
 * five steps to 'Setup in Progress', with Back on the way, and nothing sent to the server.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, consoleErrors, waitForPath } from '../support/browser';
import { openDashboardOfNewOrganization, waitForText } from '../support/organizations';
import { createActiveUser } from '../support/users';

afterAll(closeBrowser);

// A 1x1 transparent PNG, enough to be a profile image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function stepHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name, exact: true });
}

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Whether the page is wider than the window, i.e. something would scroll off to the side. */
function overflowsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('whatsapp wizard', () => {
  it('walks from the dashboard banner through the five steps to Setup in Progress', async () => {
    const { page } = await createActiveUser('whatsapp');
    await openDashboardOfNewOrganization(page, `Harbour Clinic ${Date.now().toString(36)}`);

    // A new organization has no messaging connection, so the banner offers it.
    const banner = page.getByRole('listitem').filter({ hasText: 'Connect WhatsApp' });
    await banner.getByRole('link', { name: 'Setup', exact: true }).click();
    await waitForPath(page, '/dashboard/whatsapp');
    await page.getByRole('heading', { level: 1, name: 'WhatsApp Integration' }).waitFor();
    await page
      .locator('[data-slot="dashboard-top-bar"]')
      .getByText('WhatsApp Integration', { exact: true })
      .waitFor();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(`${request.method()} ${request.url()}`);
    });

    // Step 1: a new number, the existing one not offered yet.
    await stepHeading(page, 'Choose a connection type').waitFor();
    expect(await page.getByRole('radio', { name: 'Create new phone number' }).isChecked()).toBe(
      true,
    );
    const existing = page.getByRole('radio', { name: 'Existing phone number' });
    expect(await existing.isDisabled()).toBe(true);
    await waitForText(page, 'Coming soon');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Step 2: the country is required; Back returns to step 1 and forward again.
    await stepHeading(page, 'Select a country').waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForText(page, 'Please select a country.');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await stepHeading(page, 'Choose a connection type').waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await choose(page, 'Country', 'Canada');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Step 3: Canada's two numbers, the first chosen; the second is picked instead.
    await stepHeading(page, 'Choose a phone number').waitFor();
    const numbers = page.getByRole('radiogroup', { name: 'Available numbers in Canada' });
    expect(await numbers.getByRole('radio').count()).toBe(2);
    expect(await numbers.getByRole('radio', { name: '+1 (416) 555-0163' }).isChecked()).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await overflowsSideways(page)).toBe(false);
    // A click anywhere on the row picks its number.
    await numbers.getByRole('row').filter({ hasText: 'Vancouver' }).click();
    expect(await numbers.getByRole('radio', { name: '+1 (604) 555-0127' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Confirm Number', exact: true }).click();

    // Step 4: the profile, checked before it goes on; Back keeps the chosen number.
    await stepHeading(page, 'Setup WhatsApp Profile').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Complete Setup', exact: true }).click();
    await waitForText(page, 'A profile image is required.');
    await waitForText(page, 'Please select a vertical.');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await stepHeading(page, 'Choose a phone number').waitFor();
    expect(await page.getByRole('radio', { name: '+1 (604) 555-0127' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Confirm Number', exact: true }).click();

    await stepHeading(page, 'Setup WhatsApp Profile').waitFor();
    await page
      .getByLabel('Profile Image')
      .setInputFiles({ name: 'clinic.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Display Name').fill('Harbour Clinic');
    await choose(page, 'Vertical', 'Medical and Health');
    await page.getByLabel('Description').fill('Walk-in clinic by the harbour, open seven days.');
    await page.getByLabel('About').fill('Open daily 8 to 8');
    await page.getByLabel('Email').fill('hello@harbourclinic.test');
    await page.getByLabel('Website').fill('https://harbourclinic.test');
    await page.getByLabel('Address').fill('3 Pier Road, Vancouver');
    await page.getByRole('button', { name: 'Complete Setup', exact: true }).click();

    // Step 5: in progress, nothing to go back to, and nothing was sent.
    await stepHeading(page, 'Setup in Progress').waitFor();
    await page.getByText(/Setup can take up to 48 hours/).waitFor();
    await waitForText(page, '+1 (604) 555-0127');
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(0);
    expect(requests).toEqual([]);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await waitForPath(page, '/dashboard');
    expect(consoleErrors(page)).toEqual([]);
  });
});

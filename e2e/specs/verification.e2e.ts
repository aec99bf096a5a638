/**
 * Organization verification as a business meets it (spec section 4): Unverified, Start
 * Verification, a type chosen and taken back, the business form filled with its six documents,
 * the toast, then Pending. The flow is local only, so no request may leave the page for it.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { closeBrowser, consoleErrors, waitForPath } from '../support/browser';
import {
  goToSection as goTo,
  openDashboardOfNewOrganization,
  waitForText,
} from '../support/organizations';
import { createActiveUser } from '../support/users';

afterAll(closeBrowser);

const PATH = '/dashboard/organization/verification';

const businessFields: [label: string, value: string][] = [
  ['Business Name', 'Harbor Books Ltd'],
  ['Tax ID', 'GB123456789'],
  ['Address Line 1', '12 Quay Street'],
  ['City', 'Bristol'],
  ['Country', 'United Kingdom'],
  ['Postal Code', 'BS1 4DJ'],
  ['First Name', 'Ada'],
  ['Last Name', 'Harbor'],
  ['Birthdate', '1985-04-12'],
  ['Identification Number', 'P1234567'],
  ['Expiry Date', '2032-09-30'],
];

const businessDocuments: [title: string, type: string][] = [
  ['Proof of business name', 'Fiscal Registration / VAT certificate'],
  ['Proof of business address', 'Utility Bill'],
  ['Proof of trade registry', 'Trade registry certificate'],
  ['Proof of representative name', 'Passport'],
  [
    'Proof of representative authorization',
    'Other document showing the individual is a director or country manager for the business',
  ],
  ['Proof of representative identity', 'Identity card'],
];

/** The status card's badge text, e.g. 'Unverified'. */
async function statusBadge(page: Page): Promise<string> {
  const card = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'Verification status' }),
  });
  return (await card.locator('[data-slot="badge"]').textContent())?.trim() ?? '';
}

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('organization verification', () => {
  it('walks from Unverified through a business submission to Pending, sending nothing', async () => {
    const { page } = await createActiveUser('verification');
    await openDashboardOfNewOrganization(page, `Harbor Books ${Date.now().toString(36)}`);
    // The spec keeps verification out of the menu: the Organization group leads to Details, and
    // verification is reached by its address from there.
    await goTo(page, 'Details', '/dashboard/organization/details');
    await page.goto(PATH);
    await waitForPath(page, PATH);

    await page.getByRole('heading', { name: 'Organization Verification' }).waitFor();
    await page.getByRole('button', { name: 'Start Verification' }).waitFor();
    // From here on, anything the page would send to the server is recorded. The dashboard's own
    // reads (a refetch on focus) are GETs; a submission would not be.
    const apiWrites: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && request.method() !== 'GET')
        apiWrites.push(`${request.method()} ${pathname}`);
    });
    expect(await statusBadge(page)).toBe('Unverified');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Start Verification' }).click();
    await page.getByRole('heading', { name: 'Choose verification type' }).waitFor();
    expect(await statusBadge(page)).toBe('In Progress');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Individual', exact: true }).click();
    await page.getByRole('heading', { name: 'Individual verification' }).waitFor();
    await page.getByRole('button', { name: '← Back to type selection' }).click();
    await page.getByRole('heading', { name: 'Choose verification type' }).waitFor();
    expect(await statusBadge(page)).toBe('In Progress');

    await page.getByRole('button', { name: 'Business', exact: true }).click();
    await page.getByRole('heading', { name: 'Business verification' }).waitFor();
    await page.getByRole('button', { name: 'Submit Verification' }).click();
    await page.getByText('Business name is required.').waitFor();
    expect(await page.getByText('File is required.').count()).toBe(6);
    await expectAccessible(page);

    for (const [label, value] of businessFields)
      await page.getByLabel(label, { exact: true }).fill(value);
    for (const [title, type] of businessDocuments) {
      const pair = page.getByRole('group', { name: title });
      await pair.getByRole('combobox', { name: 'Document type' }).click();
      await page.getByRole('option', { name: type, exact: true }).click();
      await pair.getByLabel('File', { exact: true }).setInputFiles({
        name: `${title.toLowerCase().replaceAll(' ', '-')}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n% a scanned document\n'),
      });
    }
    await page.getByRole('button', { name: 'Submit Verification' }).click();

    await waitForText(page, 'Verification information submitted successfully.');
    await page.getByRole('heading', { name: 'Verification submitted' }).waitFor();
    expect(await statusBadge(page)).toBe('Pending');
    expect(await page.getByRole('button', { name: '← Back to type selection' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Start Verification' }).count()).toBe(0);
    await expectAccessible(page);

    expect(apiWrites).toEqual([]);
    expect(consoleErrors(page)).toEqual([]);
  });
});

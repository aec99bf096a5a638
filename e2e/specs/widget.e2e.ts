/**
 * The chat widget as a business's customers meet it: a plain website on another origin with only
 * the script tag. Asked, it streams the answer; reloaded, it shows the conversation again. A key
 * locked to other origins is refused by the browser; a verified visitor's conversation shows who
 * they are in review; a wrong identity hash is refused.
 */
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPage } from '../support/browser';
import { dashboardApi } from '../support/dashboard-api';
import { goToSection, openDashboardOfNewOrganization } from '../support/organizations';
import { createActiveUser } from '../support/users';

afterAll(closeBrowser);

const HOURS = 'The Corner Bakery is open on Saturdays from 8am to 1pm.';

const api = dashboardApi;

/** A business with knowledge, and a key for its website (or for another one). */
async function businessWithWidget(label: string) {
  const { page } = await createActiveUser(label);
  await openDashboardOfNewOrganization(page, `Corner Bakery ${Date.now().toString(36)}`);
  await api(page, 'POST', '/contents', { text: HOURS });
  const siteKey = await api<{ key: string }>(page, 'POST', '/api-keys', {
    name: 'Website',
    allowedOrigins: [inject('siteURL')],
  });
  return { page, key: siteKey.key };
}

const conversationCount = async (page: Page) =>
  (await api<{ results: unknown[] }>(page, 'GET', '/conversations')).results.length;

/** The business's website with the tag, as a customer opens it. */
function openSite(params: Record<string, string>) {
  return openPage(`/?${new URLSearchParams(params)}`, {
    baseURL: inject('siteURL'),
    forwardedFor: false,
  });
}

async function ask(site: Page, question: string) {
  await site.getByRole('button', { name: 'Open chat' }).click();
  await site.getByRole('textbox', { name: 'Message' }).fill(question);
  await site.getByRole('button', { name: 'Send' }).click();
}

describe('the chat widget on a business website', () => {
  it('streams the answer and shows the conversation again after a reload', async () => {
    const { key } = await businessWithWidget('widget');
    const site = await openSite({ key });
    const streamed = site.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/conversations') && response.request().method() === 'POST',
    );
    await ask(site, 'Are you open on Saturday?');
    const response = await streamed;
    expect(response.headers()['content-type']).toContain('text/event-stream');
    await site
      .getByText(/8am to 1pm/)
      .first()
      .waitFor();

    // The answer is on screen as it streams; the conversation is kept once the stream is done.
    await response.finished();
    await site.waitForFunction(() => localStorage.length > 0);
    await site.reload();
    await site.getByRole('button', { name: 'Open chat' }).click();
    await site.getByText('Are you open on Saturday?').first().waitFor();
    await site
      .getByText(/8am to 1pm/)
      .first()
      .waitFor();
  });

  it('is refused on a website the key does not allow, and stores nothing', async () => {
    const { page } = await createActiveUser('widget-locked');
    await openDashboardOfNewOrganization(page, `Locked Bakery ${Date.now().toString(36)}`);
    const locked = await api<{ key: string }>(page, 'POST', '/api-keys', {
      name: 'Elsewhere',
      allowedOrigins: ['https://shop.example.com'],
    });
    const site = await openSite({ key: locked.key });
    await site.getByRole('button', { name: 'Open chat' }).click();
    await site.getByText('This website is not allowed to use this chat.').waitFor();
    expect(await conversationCount(page)).toBe(0);
  });

  it('shows a verified visitor in review and refuses a wrong identity hash', async () => {
    const { page, key } = await businessWithWidget('widget-verified');
    const { identitySecret } = await api<{ identitySecret: string }>(
      page,
      'POST',
      '/widget-settings/identity-secret',
    );
    // What the business's own server computes for its signed-in customer.
    const hash = createHmac('sha256', identitySecret).update('customer-1042').digest('hex');

    const forged = await openSite({ key, userId: 'customer-1042', userHash: 'ab'.repeat(32) });
    await forged.getByRole('button', { name: 'Open chat' }).click();
    await forged.getByText('This chat is not available right now.').waitFor();
    expect(await conversationCount(page)).toBe(0);

    const site = await openSite({
      key,
      userId: 'customer-1042',
      userName: 'Grace',
      userHash: hash,
    });
    await ask(site, 'Are you open on Saturday?');
    await site
      .getByText(/8am to 1pm/)
      .first()
      .waitFor();

    await goToSection(page, 'Conversations', '/dashboard/conversations');
    await page.getByText('Verified visitor').waitFor();
    await page.getByText('customer-1042', { exact: true }).waitFor();
    // Only the id is signed: the name the site passed along is shown as its word, not verified.
    await page.getByText('Name and email as given by the site, not verified:').waitFor();
    await page.getByText('Grace', { exact: true }).first().waitFor();
  });
});

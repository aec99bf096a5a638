/**
 * Knowledge read from the business's own website: a member adds a site (on loopback, which this
 * instance allows as a deployment allows its intranet), watches it crawl, and reads each page's
 * status; the operator then answers from a page's text.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFixtureSite } from '../../apps/server/src/modules/knowledge-sources/fixture-site';
import { closeBrowser } from '../support/browser';
import { dashboardApi } from '../support/dashboard-api';
import { goToSection, openDashboardOfNewOrganization } from '../support/organizations';
import { createActiveUser } from '../support/users';

let site: Awaited<ReturnType<typeof startFixtureSite>>;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(async () => {
  await closeBrowser();
  await site?.close();
});

describe('knowledge from a website', () => {
  it('crawls the site, shows each page with its status, and answers from a page', async () => {
    const { page } = await createActiveUser('sources', { baseURL: inject('llmBaseURL') });
    await openDashboardOfNewOrganization(page, `Acme Dental ${Date.now().toString(36)}`);
    await goToSection(page, 'Knowledge', '/dashboard/knowledge');

    await page.getByRole('button', { name: 'Add website' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Website URL').fill(site.origin);
    await dialog.getByLabel('Max pages').fill('20');
    await dialog.getByRole('button', { name: 'Add website' }).click();

    // The table follows the crawl without a reload until the source is ready.
    await page.getByText('Ready', { exact: true }).first().waitFor({ timeout: 45_000 });
    await page
      .getByRole('button', { name: /127\.0\.0\.1/ })
      .first()
      .click();
    const pages = page.getByRole('dialog');
    await pages
      .getByText(/Pricing/)
      .first()
      .waitFor();
    await pages
      .getByText(/robots\.txt/)
      .first()
      .waitFor();
    await pages.getByText(/404/).first().waitFor();

    // What a customer gets: a passage from the pricing page, found for its words.
    const { key } = await dashboardApi<{ key: string }>(page, 'POST', '/api-keys', {
      name: 'Website',
      allowedOrigins: [],
    });
    const asked = await page.request.post('/api/v1/conversations', {
      headers: { authorization: key },
      data: { message: 'How much is the platinum whitening plan?' },
    });
    expect(asked.status()).toBe(200);
    const sources = (await asked.json()).messages.at(-1).sources as { excerpt: string }[];
    expect(sources.map((source) => source.excerpt).join(' ')).toContain('99 zorkmids');
  });
});

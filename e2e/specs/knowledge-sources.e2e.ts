/**
 * Knowledge read from the business's own website: a member adds a site (on loopback, which this
 * instance allows as a deployment allows its intranet), watches it crawl, and reads each page's
 * status; a customer on the business's own page (another origin) then asks the widget, and the
 * answer names the page it came from. The Knowledge page and the widget at a desktop's width and
 * at a phone's.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFixtureSite } from '../../apps/server/src/modules/knowledge-sources/fixture-site';
import { closeBrowser, openPage } from '../support/browser';
import { startCustomerSite } from '../support/customer-site';
import { dashboardApi } from '../support/dashboard-api';
import { goToSection, openDashboardOfNewOrganization } from '../support/organizations';
import { fitsTheWidth, screenshot } from '../support/screens';
import { createActiveUser } from '../support/users';

let site: Awaited<ReturnType<typeof startFixtureSite>>;
/** The business's own page, with the script tag of the instance that may crawl loopback. */
let customerSite: Awaited<ReturnType<typeof startCustomerSite>>;
beforeAll(async () => {
  site = await startFixtureSite();
  customerSite = await startCustomerSite(inject('llmBaseURL'));
});
afterAll(async () => {
  await closeBrowser();
  await site?.close();
  await customerSite?.close();
});

const QUESTION = 'How much is the platinum whitening plan?';

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

    await screenshot(page, 'source-pages-1280');
    await pages.getByRole('button', { name: 'Close' }).click();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await fitsTheWidth(page, width);
      await screenshot(page, `knowledge-sources-${width}`);
    }

    // What a customer gets: a passage from the pricing page, found for its words.
    const { key } = await dashboardApi<{ key: string }>(page, 'POST', '/api-keys', {
      name: 'Website',
      allowedOrigins: [customerSite.url],
    });
    const asked = await page.request.post('/api/v1/conversations', {
      headers: { authorization: key },
      data: { message: QUESTION },
    });
    expect(asked.status()).toBe(200);
    const sources = (await asked.json()).messages.at(-1).sources as { excerpt: string }[];
    expect(sources.map((source) => source.excerpt).join(' ')).toContain('99 zorkmids');

    // In the widget, with 'Show sources' on: the answer names the pricing page, as a link to it.
    await dashboardApi(page, 'PATCH', '/widget-settings', { showSources: true });
    for (const width of [1280, 375]) {
      const customer = await openPage(`/?${new URLSearchParams({ key })}`, {
        baseURL: customerSite.url,
        forwardedFor: false,
        width,
        height: width === 375 ? 740 : 800,
      });
      await customer.getByRole('button', { name: 'Open chat' }).click();
      await customer.getByRole('textbox', { name: 'Message' }).fill(QUESTION);
      await customer.getByRole('button', { name: 'Send' }).click();
      const named = customer.getByRole('list', { name: 'Sources' }).getByRole('link', {
        name: 'Pricing',
      });
      await named.first().waitFor();
      expect(await named.first().getAttribute('href')).toBe(`${site.origin}/pricing`);
      await fitsTheWidth(customer, width);
      await screenshot(customer, `widget-sources-${width}`);
    }
  });
});

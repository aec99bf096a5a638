/**
 * The rest of the public site in a real browser against the production build: the contact dialog,
 * pricing and footer of the landing page, the legal pages, the 404 page, and the site's quality
 * (accessibility, requests, layout shifts). The header and drawer are in landing-page.e2e.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { closeBrowser, consoleErrors, openPage, waitForPath } from '../support/browser';

const LEGAL_PAGES = [
  { path: '/privacy-policy', footerLink: 'Privacy Policy', title: 'Privacy Policy' },
  { path: '/terms-of-service', footerLink: 'Terms of Service', title: 'Terms of Service' },
  { path: '/cookie-policy', footerLink: 'Cookie Policy', title: 'Cookie Policy' },
  { path: '/disclaimer', footerLink: 'Disclaimer', title: 'Disclaimer' },
  { path: '/eea', footerLink: 'EEA', title: 'EEA Privacy Rights' },
] as const;

afterAll(closeBrowser);

describe('contact dialog', () => {
  it('delivers the message, thanks the visitor, closes and clears the fields', async () => {
    const page = await openPage('/');
    await page.getByRole('banner').getByRole('button', { name: 'Contact', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog
      .getByText('Have a question or want to schedule a demo? Fill out the form below.')
      .waitFor();
    expect(await dialog.getByLabel('Name').getAttribute('placeholder')).toBe('Your Name');
    expect(await dialog.getByLabel('Message').getAttribute('rows')).toBe('4');

    // The browser's own validation stops an empty form: nothing is sent, the dialog stays.
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/contact')) posted += 1;
    });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    expect(
      await dialog.getByLabel('Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Message').fill('Can we book a demo next week?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    expect(
      await dialog.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true);
    expect(posted).toBe(0);

    await dialog.getByLabel('Email').fill('ada@example.com');
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/contact') && r.request().method() === 'POST',
      ),
      dialog.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Can we book a demo next week?',
    });
    await page.getByText('Message Sent!', { exact: true }).waitFor();
    await page
      .getByText("Thanks for reaching out. We'll get back to you shortly.")
      .first()
      .waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Reopened from the features area: the fields are empty again.
    await page.getByRole('button', { name: 'Schedule a Demo' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('');
    expect(await dialog.getByLabel('Email').inputValue()).toBe('');
    expect(await dialog.getByLabel('Message').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // And from the closing banner.
    await page.getByRole('button', { name: 'Contact Sales' }).click();
    await dialog.waitFor();
    expect(consoleErrors(page)).toEqual([]);
  });
});

describe('pricing', () => {
  it('shows the three plans and every button goes to sign-up', async () => {
    const page = await openPage('/#pricing');
    const pricing = page.locator('#pricing');
    for (const [plan, price, flag] of [
      ['Starter', '$29', null],
      ['Professional', '$99', 'Most Popular'],
      ['Enterprise', '$499', 'Premium'],
    ] as const) {
      const card = pricing.getByRole('article', { name: plan });
      await card.getByText(price, { exact: true }).waitFor();
      if (flag) await card.getByText(flag, { exact: true }).waitFor();
    }
    const buttons = pricing.getByRole('link');
    expect(await buttons.count()).toBe(3);
    for (let index = 0; index < 3; index += 1) {
      await buttons.nth(index).click();
      await waitForPath(page, '/sign-up');
      await page.goBack();
      await waitForPath(page, '/');
    }
  });
});

describe('footer', () => {
  it('keeps the visitor in place on links that lead nowhere yet', async () => {
    const page = await openPage('/');
    await page.getByRole('contentinfo').getByText('hello@frontdesk.app').waitFor();
    await page.getByRole('contentinfo').getByText('© 2025').waitFor();
    const careers = page
      .getByRole('navigation', { name: 'Company' })
      .getByRole('link', { name: 'Careers' });
    await careers.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await careers.click();
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });
});

describe('legal pages', () => {
  for (const legal of LEGAL_PAGES) {
    it(`${legal.path}: reached from the footer, dated, and links back home`, async () => {
      const page = await openPage('/');
      await page
        .getByRole('navigation', { name: 'Legal' })
        .getByRole('link', { name: legal.footerLink, exact: true })
        .click();
      await waitForPath(page, legal.path);
      await page.getByRole('heading', { level: 1, name: legal.title }).waitFor();
      await page.getByText('Last updated December 15, 2024').waitFor();
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await waitForPath(page, '/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    });
  }
});

describe('404 page', () => {
  it('answers an unknown path and leads home', async () => {
    const page = await openPage('/no-such-page');
    await page.getByText('404', { exact: true }).waitFor();
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await waitForPath(page, '/');
  });
});

describe('quality', () => {
  it.each([
    ['/', 1280],
    ['/', 375],
    ['/privacy-policy', 1280],
    ['/sign-in', 375],
    ['/this-page-does-not-exist', 1280],
  ])('has no serious accessibility violations on %s at %ipx', async (path, width) => {
    const page = await openPage(path, { width });
    await page.getByRole('main').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('loads nothing from other hosts and none of the dashboard code', async () => {
    const page = await openPage('/', { width: 1280, height: 900 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.reload();
    await page.getByRole('contentinfo').waitFor(); // the landing route has rendered
    // Scroll through so lazy images load too.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 700) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    const origin = new URL(page.url()).origin;
    expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(requested.filter((url) => /dashboard/i.test(new URL(url).pathname))).toEqual([]);
    expect(requested.some((url) => url.endsWith('/images/ai-conversations.svg'))).toBe(true);
  });

  it('does not shift the layout while the carousel and the list rotate', async () => {
    const page = await openPage('/', { width: 1280, height: 900 });
    await page.evaluate(() => {
      const win = window as unknown as { layoutShift: number };
      win.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          if (!entry.hadRecentInput) win.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: false });
    });
    for (const tablist of ['What your operator does', 'Slides']) {
      const tabs = page.getByRole('tablist', { name: tablist });
      await tabs.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0); // a resting mouse would pause the rotation
      const before = await tabs.getByRole('tab', { selected: true }).getAttribute('id');
      // Until the active item changes (6 s per list item, 5 s per slide), with room for a busy
      // machine, whose timers run late.
      await page.waitForFunction(
        ([name, id]) =>
          document
            .querySelector(`[role="tablist"][aria-label="${name}"] [aria-selected="true"]`)
            ?.getAttribute('id') !== id,
        [tablist, before] as const,
        { timeout: 20_000 },
      );
    }
    expect(
      await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
    ).toBeLessThan(0.01);
  });
});

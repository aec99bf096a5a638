/**
 * The public pages the web build prerenders: they paint from their HTML before any script runs,
 * arrive compressed and correctly cached, and are then hydrated (React adopts the markup already on
 * screen instead of drawing it again) without a single console error.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { APP_LIVE_EVENT } from '../../apps/web/src/prerender/handover';
import { closeBrowser, consoleErrors, openPage } from '../support/browser';

const PAGES = [
  { path: '/', heading: 'Your customers answered around the clock', title: 'Frontdesk' },
  { path: '/sign-in', heading: 'Sign In', title: 'Frontdesk' },
  { path: '/sign-up', heading: 'Sign Up', title: 'Frontdesk' },
  { path: '/privacy-policy', heading: 'Privacy Policy', title: 'Privacy Policy | Frontdesk' },
  { path: '/terms-of-service', heading: 'Terms of Service', title: 'Terms of Service | Frontdesk' },
  { path: '/cookie-policy', heading: 'Cookie Policy', title: 'Cookie Policy | Frontdesk' },
  { path: '/disclaimer', heading: 'Disclaimer', title: 'Disclaimer | Frontdesk' },
  { path: '/eea', heading: 'EEA Privacy Rights', title: 'EEA Privacy Rights | Frontdesk' },
] as const;

afterAll(closeBrowser);

/** A page of the app's browser with scripts turned off, as for a visitor before any script runs. */
async function openWithoutJavaScript(path: string): Promise<Page> {
  const blank = await openPage('about:blank');
  const browser = blank.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/**
 * Opens `path` holding the app's entry script back, keeps a handle on the prerendered heading,
 * then lets the script run and waits until the app announces itself live. `isSameElement` tells
 * whether the heading on screen is still that element: hydrated, not drawn again.
 */
async function openAndHydrate(
  path: string,
  heading: string,
  beforeScript: (page: Page) => Promise<void> = async () => {},
) {
  const page = await openPage('about:blank');
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => {
    releaseScript = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.addInitScript(
    `document.addEventListener('${APP_LIVE_EVENT}', () => { window.isAppLive = true; })`,
  );
  await page.goto(path, { waitUntil: 'commit' });
  const prerendered = page.getByRole('heading', { level: 1, name: heading, exact: true });
  await prerendered.waitFor();
  await prerendered.evaluate((element) => {
    (window as unknown as { prerenderedHeading: Element }).prerenderedHeading = element;
  });
  await beforeScript(page);
  releaseScript();
  await page.waitForFunction(() => (window as unknown as { isAppLive?: boolean }).isAppLive);
  await page.waitForLoadState('networkidle');
  const isSameElement = await page.evaluate(
    (name) =>
      [...document.querySelectorAll('h1')].find((h1) => h1.textContent === name) ===
      (window as unknown as { prerenderedHeading: Element }).prerenderedHeading,
    heading,
  );
  return { page, isSameElement };
}

describe('prerendered pages', () => {
  it('paint their content with JavaScript turned off', async () => {
    for (const { path, heading, title } of PAGES) {
      const page = await openWithoutJavaScript(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await page.title()).toBe(title);
      await page.context().close();
    }
  });

  it('are hydrated in place, without console errors', async () => {
    for (const { path, heading, title } of PAGES) {
      const { page, isSameElement } = await openAndHydrate(path, heading);
      expect({ path, isSameElement }).toEqual({ path, isSameElement: true });
      expect(await page.title()).toBe(title);
      expect({ path, errors: consoleErrors(page) }).toEqual({ path, errors: [] });
      await page.context().close();
    }
  });

  it('work once hydrated, including what the address adds to the prerender', async () => {
    // After a token expiry the session sends the visitor here with the e-mail in the query.
    const { page } = await openAndHydrate('/sign-in?email=ada%40example.com', 'Sign In');
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.com');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('dialog').waitFor();
    expect(consoleErrors(page)).toEqual([]);
  });

  it('keep what a visitor typed before the script arrived', async () => {
    const { page } = await openAndHydrate('/sign-in', 'Sign In', (prerendered) =>
      prerendered.getByLabel('Email').fill('quick@example.com'),
    );
    expect(await page.getByLabel('Email').inputValue()).toBe('quick@example.com');
    // The form's state holds it too: submitting complains about the password only.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Password must be at least 8 characters long.').waitFor();
    expect(await page.getByText('Please enter a valid email.').count()).toBe(0);
  });

  it('hold clicks and submissions made before the app arrives, and replay them', async () => {
    const posted: string[] = [];
    let signInAnswered: Promise<unknown> | undefined;
    const { page } = await openAndHydrate('/sign-in', 'Sign In', async (prerendered) => {
      prerendered.on('request', (request) => {
        if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
      });
      signInAnswered = prerendered.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login'));
      await prerendered.getByLabel('Email').fill('early@example.com');
      await prerendered.getByLabel('Password').fill('Early!Passw0rd');
      await prerendered.getByLabel('Password').press('Enter');
    });
    // Not the browser's own submission, which would have put the password in the address.
    expect(new URL(page.url()).search).toBe('');
    await signInAnswered;
    expect(posted).toEqual(['/api/v1/auth/login']);

    const landing = await openAndHydrate('/', 'Your customers answered around the clock', (early) =>
      early.getByRole('banner').getByRole('button', { name: 'Contact', exact: true }).click(),
    );
    await landing.page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
  });

  it('arrive compressed: HTML revalidated on each visit, hashed scripts kept a year', async () => {
    const page = await openPage('about:blank');
    const documentResponse = page.waitForResponse((r) => r.request().resourceType() === 'document');
    const scriptResponse = page.waitForResponse((r) => /\/assets\/index-[\w-]+\.js$/.test(r.url()));
    await page.goto('/');
    const html = await documentResponse;
    const script = await scriptResponse;
    expect(await html.allHeaders()).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'no-cache',
      vary: expect.stringMatching(/accept-encoding/i),
    });
    expect(await script.allHeaders()).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
});

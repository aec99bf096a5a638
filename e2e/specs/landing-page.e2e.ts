/**
 * The landing page in a real browser against the production build: its header, the anchors to
 * its sections, and the drawer that replaces the header's navigation on small screens.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, consoleErrors, openPage, waitForPath } from '../support/browser';
import { createActiveUser } from '../support/users';

const SECTIONS = [
  { link: 'How It Works', id: 'how-it-works' },
  { link: 'Why Us', id: 'why-us' },
  { link: 'Features', id: 'features' },
  { link: 'Pricing', id: 'pricing' },
] as const;

afterAll(closeBrowser);

/** Resolves once the section's top sits just under the sticky header (smooth scrolling ends). */
async function waitForSectionAtTop(page: Page, id: string) {
  await page.waitForFunction((sectionId) => {
    const top = document.getElementById(sectionId)?.getBoundingClientRect().top;
    return top !== undefined && top >= -2 && top <= 80;
  }, id);
}

describe('landing page header', () => {
  it('scrolls to each section from its anchor', async () => {
    const page = await openPage('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const section of SECTIONS) {
      await nav.getByRole('link', { name: section.link, exact: true }).click();
      await page.waitForURL((url) => url.hash === `#${section.id}`);
      await waitForSectionAtTop(page, section.id);
    }
    expect(consoleErrors(page)).toEqual([]);
  });

  it('shows Sign In and Start Free Trial to guests', async () => {
    const page = await openPage('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/sign-in');
    await page.goto('/');
    await header.getByRole('link', { name: 'Start Free Trial', exact: true }).click();
    await waitForPath(page, '/sign-up');
  });

  it('shows the account menu to a signed-in user', async () => {
    const { page } = await createActiveUser('landing');
    await waitForPath(page, '/organizations');
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /Test User/ }).click();
    expect(await header.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    await page.getByRole('menuitem', { name: 'Organizations' }).waitFor();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await waitForPath(page, '/sign-in');
  });
});

describe('drawer on small screens', () => {
  it('is 300px wide on a phone and takes the visitor to a section', async () => {
    const page = await openPage('/', { width: 375, height: 740 });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    expect((await drawer.boundingBox())?.width).toBe(300);
    for (const name of ['How It Works', 'Why Us', 'Features', 'Pricing', 'Contact']) {
      await drawer
        .getByRole(name === 'Contact' ? 'button' : 'link', { name, exact: true })
        .waitFor();
    }
    await drawer.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    await drawer.getByRole('link', { name: 'Start Free Trial', exact: true }).waitFor();

    await drawer.getByRole('link', { name: 'Pricing', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.hash === '#pricing');
    await waitForSectionAtTop(page, 'pricing');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  it('is 400px wide on a larger screen, and opens the contact dialog', async () => {
    const page = await openPage('/', { width: 768, height: 900 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    expect((await drawer.boundingBox())?.width).toBe(400);
    await drawer.getByRole('button', { name: 'Contact', exact: true }).click();
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
    await expectFocusInside(page, 'Contact Us');
  });
});

async function expectFocusInside(page: Page, dialogName: string) {
  await page.waitForFunction(
    (name) => document.activeElement?.closest('[role="dialog"]')?.textContent?.includes(name),
    dialogName,
  );
}

/** What specs check of a screen as a person sees it: its width, and a picture when asked for. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Where a page's screenshots go when asked for (E2E_SCREENSHOTS=folder), to look at them. */
export async function screenshot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/** The page fits its width: nothing is cut off or scrolls sideways. */
export async function fitsTheWidth(page: Page, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(width);
}

/**
 * One headless Chromium per spec file, a fresh context (cookies, storage) per page.
 * Call `afterAll(closeBrowser)` in each spec file.
 */
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';
import { QUIET_CHROMIUM_FLAGS } from './chromium-flags';

const artifactsDir = fileURLToPath(new URL('../.e2e-artifacts', import.meta.url));

// QUIC is off because the app is plain HTTP on loopback.
const CHROMIUM_ARGS = [...QUIET_CHROMIUM_FLAGS, '--disable-quic'];

/** Locator actions and waits give up after this long, so a missing element fails fast and clearly. */
const ACTION_TIMEOUT_MS = 15_000;

let browserPromise: Promise<Browser> | undefined;
// A random start keeps spec files (each with its own copy of this module) from reusing addresses.
let clientNumber = randomInt(0, 60_000);
const consoleErrorsByPage = new WeakMap<Page, string[]>();

function launchBrowser(): Promise<Browser> {
  browserPromise ??= chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return browserPromise;
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Another app instance than the default one (e.g. inject('llmBaseURL')). */
  baseURL?: string;
  /**
   * Whether to send the visitor's own X-Forwarded-For address (see below). A page of another
   * origin calling the API cross-origin goes without: Chromium would ask the API's CORS preflight
   * for that header, which no real visitor's browser sends.
   */
  forwardedFor?: boolean;
  /** The browser's language (navigator.language and Accept-Language), e.g. 'es-ES'. */
  locale?: string;
}

/** Opens `path` (relative to the app's base URL) in a new browser context and returns the page. */
export async function openPage(
  path: string,
  {
    width = 1280,
    height = 800,
    baseURL = inject('baseURL'),
    forwardedFor = true,
    locale,
  }: PageOptions = {},
): Promise<Page> {
  const browser = await launchBrowser();
  // Each page is a different visitor, so it gets its own client address (the server trusts the
  // proxy header in e2e): per-IP limits then apply per visitor, as in production, instead of
  // every test sharing 127.0.0.1's sign-up allowance. Addresses are from 198.18.0.0/15 (RFC 2544).
  clientNumber = (clientNumber + 1) % 65_000;
  const clientAddress = `198.18.${Math.floor(clientNumber / 254) % 256}.${(clientNumber % 254) + 1}`;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    ...(locale ? { locale } : {}),
    extraHTTPHeaders: forwardedFor ? { 'X-Forwarded-For': clientAddress } : {},
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();

  const errors: string[] = [];
  consoleErrorsByPage.set(page, errors);
  page.on('console', (message) => {
    // Chromium logs every 4xx/5xx response as "Failed to load resource"; the app answers some
    // on purpose (no organization selected yet, a wrong password), so only script errors count.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));

  // Outside a test (beforeAll) there is no test to attach to; a screenshot is then not needed.
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      mkdirSync(artifactsDir, { recursive: true });
      const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
      await page
        .screenshot({ path: `${artifactsDir}/${name}.png`, fullPage: true })
        .catch(() => {});
      console.error(
        `[e2e] "${task.name}" failed at ${page.url()}; screenshot in e2e/.e2e-artifacts/${name}.png`,
      );
      if (errors.length > 0)
        console.error(`[e2e] browser console errors:\n  ${errors.join('\n  ')}`);
    });
  } catch {
    // not inside a test
  }

  await page.goto(path);
  return page;
}

/** Console errors (other than failed HTTP responses) and uncaught exceptions so far. */
export function consoleErrors(page: Page): string[] {
  return consoleErrorsByPage.get(page) ?? [];
}

/** Resolves once the page's path (no query) is `path`; client-side navigations count too. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  // 'commit' rather than 'load': what matters is where the app went; the assertions that follow
  // wait for the content itself, and a busy machine can take long to fire 'load'.
  await page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });
}

export async function closeBrowser(): Promise<void> {
  const pending = browserPromise;
  browserPromise = undefined;
  if (pending) await (await pending).close();
}

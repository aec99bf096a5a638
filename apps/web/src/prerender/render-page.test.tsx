import { describe, expect, it } from 'vitest';
import { prerenderedFile, prerenderedPages, renderPage } from './render-page';

const HEADINGS: Record<string, string> = {
  '/': 'Your customers answered around the clock',
  '/sign-in': 'Sign In',
  '/sign-up': 'Sign Up',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/cookie-policy': 'Cookie Policy',
  '/disclaimer': 'Disclaimer',
  '/eea': 'EEA Privacy Rights',
};

describe('renderPage', () => {
  it.each(prerenderedPages.map((page) => page.path))('renders %s whole', async (path) => {
    const html = await renderPage(path);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${HEADINGS[path]}</h1>`));
    // Every Suspense boundary finished at build time: none is left for the browser to render
    // ("$!" marks one the server gave up on, "$?" one still pending).
    expect(html).not.toMatch(/<!--\$[!?]-->/);
    // What a guest sees: no account menu, no session loading.
    expect(html).not.toContain('role="status"');
  });

  it('draws the landing page as a guest sees it, sections and calls to action included', async () => {
    const html = await renderPage('/');
    for (const text of ['How It Works', 'Simple, transparent pricing', 'Start Free Trial']) {
      expect(html).toContain(text);
    }
  });

  it('names each page file after its route', () => {
    expect(prerenderedFile('/')).toBe('prerendered/index.html');
    expect(prerenderedFile('/sign-in')).toBe('prerendered/sign-in.html');
  });
});

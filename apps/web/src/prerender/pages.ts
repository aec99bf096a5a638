import { legalPages } from '@/lib/legal-pages';

export interface PrerenderedPage {
  /** The route, as the address bar shows it. */
  path: string;
  /**
   * The page component's module, as the client build's manifest names it: its chunk (and the
   * chunks it imports) is preloaded by the page's HTML, so hydration does not wait on a waterfall.
   */
  source: string;
}

/**
 * The public pages rendered to HTML at build time: what a visitor (or a search engine) opens
 * first. They read no data and show the same markup to every guest, so a build-time render is
 * exactly what the browser would have drawn.
 */
export const prerenderedPages: PrerenderedPage[] = [
  { path: '/', source: 'src/features/marketing/landing-page.tsx' },
  { path: '/sign-in', source: 'src/features/auth/sign-in-page.tsx' },
  { path: '/sign-up', source: 'src/features/auth/sign-up-page.tsx' },
  ...legalPages.map(({ to }) => ({ path: to, source: 'src/features/legal/legal-page.tsx' })),
];

/** Where a page's HTML is written inside the build: `prerendered/index.html`, `prerendered/sign-in.html`. */
export function prerenderedFile(path: string): string {
  return `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;
}

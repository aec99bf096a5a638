import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { routes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';
import { storage } from '@/lib/storage';
import { AppShell } from './app-shell';
import { readTypedValues, TakeOver } from './take-over';

/**
 * Starts the app in `container`. A page prerendered at build time (its HTML names its path in
 * `data-prerendered`) is hydrated: React adopts the markup already on screen instead of drawing it
 * again. Every other address is rendered from scratch.
 */
export async function startApp(container: HTMLElement) {
  const isHydrating = canHydrate(container);
  // The router renders its fallback while a matched route's code is still loading, which would
  // not match the prerendered page: load that code first (the page's HTML fetches it already).
  if (isHydrating) await loadMatchedRoutes(routes, window.location.pathname);
  const app = (typed: ReturnType<typeof readTypedValues>) => (
    <AppShell queryClient={createQueryClient()}>
      <TakeOver typed={typed}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </TakeOver>
    </AppShell>
  );
  if (isHydrating) {
    const typed = readTypedValues(container);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(container, app(typed));
    });
  } else {
    createRoot(container).render(app([]));
  }
}

/**
 * The prerender is what a guest sees. A visitor with a stored session first sees the session
 * loading (and then their own header), so for them the page is drawn afresh rather than hydrated
 * into markup it does not match.
 */
function canHydrate(container: HTMLElement): boolean {
  return container.dataset.prerendered === window.location.pathname && !storage.getAccessToken();
}

async function loadMatchedRoutes(routeList: RouteObject[], pathname: string) {
  const matches = matchRoutes(routeList, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

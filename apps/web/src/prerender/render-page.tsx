/**
 * The build's server entry: renders one public page to HTML, the way a first-time guest's browser
 * would draw it. The web build (scripts/prerender-plugin.ts) bundles this file for Node and calls
 * it for each of `prerenderedPages`.
 */
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';
import { AppShell } from './app-shell';

export { prerenderedFile, prerenderedPages } from './pages';

installEmptyStorage();

/** The page's markup for the root element. Fails on a route that redirects or does not exist. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) {
    throw new Error(
      `${path} answers ${context.status}: only a page that renders can be prerendered`,
    );
  }
  if (context.statusCode !== 200) throw new Error(`${path} renders status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `prerender` (unlike renderToString) waits for lazy components inside Suspense boundaries, so
  // the HTML holds them rather than a fallback the browser would have to replace.
  const { prelude } = await prerender(
    <AppShell queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>,
  );
  return new Response(prelude).text();
}

/**
 * The session and the route guards read the browser's storage while they render. At build time
 * there is no visitor, which is a guest with nothing stored: an empty storage says exactly that.
 */
function installEmptyStorage() {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (name in globalThis) continue;
    const items = new Map<string, string>();
    const storage: Storage = {
      get length() {
        return items.size;
      },
      key: (index) => [...items.keys()][index] ?? null,
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, String(value)),
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
    };
    Object.defineProperty(globalThis, name, { value: storage, configurable: true });
  }
}

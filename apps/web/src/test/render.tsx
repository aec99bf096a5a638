import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  type InitialEntry,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router';
import { RootLayout } from '@/app/root-layout';
import { type StubRoutes, signedInToOrganization, stubFetch } from './fetch-stub';

export interface RenderRoutesOptions {
  /** The history to start with, e.g. ['/sign-in?email=a@b.co'] or [{ pathname, state }]. */
  initialEntries?: InitialEntry[];
}

/**
 * Renders routes inside the app's real root (session provider and toaster), a memory router and
 * a fresh query client that never retries, so a failed call shows its error at once.
 */
export function renderWithProviders(routes: RouteObject[], options: RenderRoutesOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ element: <RootLayout />, children: routes }], {
    initialEntries: options.initialEntries ?? ['/'],
  });
  const user = userEvent.setup();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient, user };
}

function ReachedPage() {
  const { pathname } = useLocation();
  return <p>{`page ${pathname}`}</p>;
}

/** A route that only shows which page was reached ("page /organizations"), to assert redirects. */
export function pageRoute(path: string): RouteObject {
  return { path, element: <ReachedPage /> };
}

/**
 * Renders one dashboard page at `path` for a signed-in organization, with the API answering
 * `routes` besides the session's calls. `entry` is where the history starts (default `path`).
 */
export function renderOrganizationPage(
  path: string,
  element: ReactElement,
  routes: StubRoutes,
  entry = path,
) {
  const stub = stubFetch({ ...signedInToOrganization(), ...routes });
  return {
    ...stub,
    ...renderWithProviders([{ path, element }], { initialEntries: [entry] }),
  };
}

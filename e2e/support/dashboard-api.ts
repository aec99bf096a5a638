import type { Page } from 'playwright-core';

/**
 * Calls the API as the signed-in business, from its dashboard page (its token, its origin): for a
 * spec's set-up and for checking what the server kept, beside what the screens show.
 */
export function dashboardApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status === 204 ? undefined : response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

import { vi } from 'vitest';
import { storage } from '@/lib/storage';

type Json = unknown;

export interface StubResponse {
  status?: number;
  body?: Json;
}

/** Answers one call; may inspect the request body. Return a promise to hold the call open. */
export type StubHandler = (request: {
  url: URL;
  body: Json;
}) => StubResponse | Promise<StubResponse>;

export interface RecordedCall {
  method: string;
  path: string;
  body: Json;
  headers: Record<string, string>;
}

/** The answers of a stubbed API, keyed by "METHOD /api/v1/path". */
export type StubRoutes = Record<string, StubHandler | StubResponse>;

/**
 * Replaces `fetch` with a table of answers keyed by "METHOD /api/v1/path" (query ignored).
 * Unknown calls answer 404 with the API's error shape, like the real server would.
 */
export function stubFetch(routes: StubRoutes) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({
      method,
      path: url.pathname,
      body,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    });
    const route = routes[`${method} ${url.pathname}`];
    const answer: StubResponse =
      typeof route === 'function'
        ? await route({ url, body })
        : (route ?? {
            status: 404,
            body: { statusCode: 404, code: 'not_found', error: 'Not Found', message: 'Not found.' },
          });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { fetchMock, calls };
}

/** The API's error body for a status and code. */
export function apiError(statusCode: number, code: string, message: string): StubResponse {
  return { status: statusCode, body: { statusCode, code, error: code, message } };
}

/** A signed-in session as the app restores it at startup: a stored token and GET /auth/me. */
export function signedInAs(user: { active: boolean; email?: string; name?: string }) {
  const token = fakeToken();
  storage.setAccessToken(token);
  return {
    'GET /api/v1/auth/me': {
      body: {
        id: 'user-1',
        name: user.name ?? 'Ada Lovelace',
        email: user.email ?? 'ada@example.com',
        active: user.active,
        phone: null,
      },
    },
  } satisfies Record<string, StubResponse>;
}

/**
 * The organization a dashboard test works in, unless it needs its own, as GET /organizations/me
 * answers it: with the member's role, an owner's unless the test is about roles.
 */
export const testOrganization = { id: 'org-1', name: 'Acme', description: '', role: 'owner' };

/** GET /features of a plan with every feature and room to spare, so that nothing is held back. */
export const everyFeature = [
  { feature: 'contents', max: '100' },
  { feature: 'contents.add', max: '100' },
  { feature: 'tools', max: '50' },
  { feature: 'tools.add', max: '50' },
  { feature: 'conversation.prompt', max: '100000' },
  { feature: 'tools.invocation', max: '100000' },
];

/** GET /billing/status of an organization on a paid plan, so that the plan gate stays away. */
export const activeBillingStatus = {
  status: 'active',
  plan: { name: 'Enterprise', price: 499, currency: 'usd', interval: 'month' },
  period: { renew: 1_796_644_800, end: 1_796_644_800 },
  trial: null,
  upcomingPlan: null,
};

/**
 * A signed-in session inside an organization, as the dashboard pages need it: a stored token,
 * GET /auth/me and GET /organizations/me, and a plan with every feature (GET /features,
 * GET /billing/status). A function, since the token is stored per test.
 */
export function signedInToOrganization(organization: object = testOrganization) {
  return {
    ...signedInAs({ active: true }),
    'GET /api/v1/organizations/me': { body: organization },
    'GET /api/v1/features': { body: everyFeature },
    'GET /api/v1/billing/status': { body: activeBillingStatus },
  } satisfies StubRoutes;
}

/** A token whose exp lies an hour ahead, so the session's expiry timer stays quiet. */
export function fakeToken(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'user-1', exp })}.signature`;
}

export const activeUser = {
  id: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  active: true,
  phone: null,
};

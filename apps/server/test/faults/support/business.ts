/**
 * A business set up over HTTP against a running server, as a person would: sign up, activate with
 * the mailed code, create the organization, take a plan, add knowledge, make a public key.
 */
import { randomBytes } from 'node:crypto';
import type { SmtpCapture } from '../../support/smtp';

/** Kept apart from test-app.ts, which brings vitest and the in-process app: the soak uses this too. */
const OWNER_PASSWORD = 'Str0ng!Passw0rd';

export const KNOWLEDGE =
  'A standard dental cleaning costs $120. Deep cleanings are priced from $250. We are open Monday to Saturday, 8am to 6pm.';

export interface Business {
  /** The owner's access token, with the organization selected. */
  token: string;
  organizationId: string;
  /** The public key a website uses. */
  key: string;
}

export async function send(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

export async function setUpBusiness(
  baseUrl: string,
  smtp: SmtpCapture,
  plan: 'starter' | 'professional' | 'enterprise' = 'enterprise',
): Promise<Business> {
  const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await send(baseUrl, 'POST', '/auth/register', {
    name: 'Owner',
    email,
    password: OWNER_PASSWORD,
  });
  const mail = await smtp.waitFor(email, 'activation code', 15_000);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  await send(baseUrl, 'POST', '/auth/activate', { code }, registered.accessToken);
  const organization = await send(
    baseUrl,
    'POST',
    '/organizations',
    { name: 'Bright Dental', description: '', industry: 'Technology' },
    registered.accessToken,
  );
  const switched = await send(
    baseUrl,
    'GET',
    `/auth/organization/${organization.id}`,
    undefined,
    registered.accessToken,
  );
  const token: string = switched.accessToken;
  await send(baseUrl, 'POST', '/billing/checkout', { plan }, token);
  await send(baseUrl, 'POST', '/contents', { text: KNOWLEDGE }, token);
  const key = await send(
    baseUrl,
    'POST',
    '/api-keys',
    { name: 'Website', allowedOrigins: [] },
    token,
  );
  return { token, organizationId: organization.id, key: key.key };
}

/** One public turn as a website's widget sends it. */
export function askPublic(
  baseUrl: string,
  key: string,
  body: { message: string; conversationId?: string },
  options: { stream?: boolean; signal?: AbortSignal; headers?: Record<string, string> } = {},
) {
  return fetch(`${baseUrl}/api/v1/conversations`, {
    method: 'POST',
    headers: {
      authorization: key,
      'content-type': 'application/json',
      ...(options.stream ? { accept: 'text/event-stream' } : {}),
      ...options.headers,
    },
    body: JSON.stringify(body),
    signal: options.signal,
  });
}

/** The conversation as the business reviews it (GET /conversations/:id). */
export async function reviewConversation(baseUrl: string, token: string, conversationId: string) {
  const detail = await send(baseUrl, 'GET', `/conversations/${conversationId}`, undefined, token);
  return detail as { messages: { role: string; content: string }[] };
}

import { API_BASE, GENERIC_ERROR_MESSAGE } from '@frontdesk/contracts/paths';
import { storage } from './storage';

/** A failed API call. `body` is the server's error body ({statusCode, code, error, message}). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body
        ? String((body as { message: unknown }).message)
        : GENERIC_ERROR_MESSAGE;
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
    this.code =
      typeof body === 'object' && body !== null && 'code' in body
        ? String((body as { code: unknown }).code)
        : undefined;
  }
}

type TokenListener = (token: string) => void;
const tokenListeners = new Set<TokenListener>();

/** The session subscribes here so that a token handed back by any call restarts its expiry timer. */
export function onAccessToken(listener: TokenListener): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

export function storeAccessToken(token: string) {
  storage.setAccessToken(token);
  for (const listener of tokenListeners) listener(token);
}

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/**
 * The headers every call carries: the browser's time zone and the stored token. Exported for the
 * calls that cannot go through apiRequest (the inbox's live stream reads its body as it comes).
 */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'X-Timezone': timeZone() };
  const token = storage.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Calls the API: bearer token and X-Timezone on every call; any response carrying an accessToken
 * replaces the stored one; a failure throws ApiRequestError (the UI decides what to show).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = apiHeaders();
  // A FormData body goes as it is: the browser sets multipart/form-data with its boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        isForm || options.body === undefined
          ? (options.body as FormData | undefined)
          : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, undefined);
  }

  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }

  if (!response.ok) throw new ApiRequestError(response.status, body);

  if (typeof body === 'object' && body !== null && 'accessToken' in body) {
    const accessToken = (body as { accessToken: unknown }).accessToken;
    if (typeof accessToken === 'string') storeAccessToken(accessToken);
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) =>
    apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) =>
    apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) =>
    apiRequest<T>(path, { method: 'PATCH', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) =>
    apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
  /** POST as multipart/form-data (a file upload), with the same headers and errors. */
  postForm: <T>(path: string, form: FormData) =>
    apiRequest<T>(path, { method: 'POST', body: form }),
};

/** The message to show for a failed call: the server's, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.body !== undefined && error.message) {
    return error.message;
  }
  return fallback;
}

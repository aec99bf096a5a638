import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { ApiRequestError, api, errorMessage, onAccessToken } from './api-client';
import { storage } from './storage';

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('sends the bearer token and the browser time zone', async () => {
    storage.setAccessToken('token-1');
    const { calls } = stubFetch({ 'GET /api/v1/auth/me': { body: { id: 'u' } } });
    await api.get('/auth/me');
    expect(calls[0]?.headers.authorization).toBe('Bearer token-1');
    expect(calls[0]?.headers['x-timezone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('replaces the stored token with any accessToken a response carries, and says so', async () => {
    storage.setAccessToken('old');
    const seen: string[] = [];
    const unsubscribe = onAccessToken((token) => seen.push(token));
    stubFetch({ 'GET /api/v1/auth/organization/o1': { body: { accessToken: 'new' } } });
    await api.get('/auth/organization/o1');
    unsubscribe();
    expect(storage.getAccessToken()).toBe('new');
    expect(seen).toEqual(['new']);
  });

  it('rejects with the response body, or "Something went wrong" without one', async () => {
    stubFetch({
      'POST /api/v1/auth/register': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'email_already_exists',
          error: 'Conflict',
          message: 'Taken.',
        },
      },
      'GET /api/v1/broken': { status: 502 },
    });
    const conflict = await api.post('/auth/register', {}).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ApiRequestError);
    expect(conflict).toMatchObject({
      status: 409,
      code: 'email_already_exists',
      message: 'Taken.',
    });
    const empty = await api.get('/broken').catch((error: unknown) => error);
    expect((empty as Error).message).toBe('Something went wrong');
    expect(errorMessage(empty, 'Fallback text')).toBe('Fallback text');
    expect(errorMessage(conflict, 'Fallback text')).toBe('Taken.');
  });
});

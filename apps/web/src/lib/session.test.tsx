import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAs, stubFetch } from '@/test/fetch-stub';
import { SessionProvider, TOKEN_EXPIRED_MESSAGE } from './session';
import { storage } from './storage';

function tokenExpiringIn(seconds: number) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + seconds;
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'user-1', exp })}.signature`;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('session token expiry', () => {
  it('alerts at exp, clears the session and sends the user to sign-in with the stored e-mail', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const routes = signedInAs({ active: true });
    stubFetch(routes);
    storage.setEmail('ada@example.com');
    storage.setAccessToken(tokenExpiringIn(60));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });

    render(<SessionProvider>ready</SessionProvider>);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(alert).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(alert).toHaveBeenCalledWith(TOKEN_EXPIRED_MESSAGE);
    expect(storage.getAccessToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/sign-in?email=ada%40example.com');
  });

  it('clears the session when the user cannot be loaded at startup', async () => {
    storage.setAccessToken(tokenExpiringIn(3600));
    stubFetch({
      'GET /api/v1/auth/me': {
        status: 401,
        body: { statusCode: 401, code: 'unauthorized', error: 'Unauthorized', message: 'No.' },
      },
    });
    render(<SessionProvider>ready</SessionProvider>);
    await vi.waitFor(() => expect(storage.getAccessToken()).toBeNull());
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RateLimiter } from './rate-limit';

describe('MemoryRateLimitStore', () => {
  it('allows up to the limit in a window, then says how long to wait', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    const rule = { limit: 3, windowMs: 60_000 };
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push((await store.hit('k', rule)).allowed);
    expect(hits).toEqual([true, true, true]);
    const blocked = await store.hit('k', rule);
    expect(blocked).toEqual({ allowed: false, retryAfter: 60 });
    expect((await store.peek('k', rule)).allowed).toBe(false);
    expect((await store.hit('other', rule)).allowed).toBe(true);
    now = 60_000;
    expect((await store.hit('k', rule)).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const store = new MemoryRateLimitStore();
    const rule = { limit: 1, windowMs: 1000 };
    await store.hit('k', rule);
    await store.reset('k');
    expect((await store.peek('k', rule)).allowed).toBe(true);
  });
});

describe('RateLimiter', () => {
  it('throws the house 429 error with Retry-After once a scope is over its rule', async () => {
    let now = 0;
    const limiter = new RateLimiter(new MemoryRateLimitStore(() => now));
    const rule = { limit: 2, windowMs: 10_000 };
    await limiter.enforce('k', rule);
    await limiter.enforce('k', rule);
    await expect(limiter.enforce('k', rule)).rejects.toMatchObject({
      code: 'too_many_requests',
      statusCode: 429,
      retryAfter: 10,
    });
    now = 10_000;
    await expect(limiter.enforce('k', rule)).resolves.toBeUndefined();
  });

  it('checks without counting, for limits that count only failures', async () => {
    const limiter = new RateLimiter();
    const rule = { limit: 1, windowMs: 1000 };
    await limiter.enforceNotExceeded('k', rule);
    await limiter.enforceNotExceeded('k', rule);
    await limiter.hit('k', rule);
    await expect(limiter.enforceNotExceeded('k', rule)).rejects.toMatchObject({ statusCode: 429 });
  });
});

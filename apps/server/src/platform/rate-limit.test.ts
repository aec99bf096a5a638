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
    expect((await store.hit('other', rule)).allowed).toBe(true);
    now = 60_000;
    expect((await store.hit('k', rule)).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const store = new MemoryRateLimitStore();
    const rule = { limit: 1, windowMs: 1000 };
    await store.hit('k', rule);
    await store.reset('k');
    expect((await store.hit('k', rule)).allowed).toBe(true);
  });

  it('never lets parallel hits past the limit', async () => {
    const store = new MemoryRateLimitStore();
    const rule = { limit: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 30 }, () => store.hit('k', rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('takes back a refunded hit, only within the window and never below zero', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    const rule = { limit: 2, windowMs: 1000 };
    await store.refund('k');
    await store.hit('k', rule);
    await store.hit('k', rule);
    await store.refund('k');
    expect((await store.hit('k', rule)).allowed).toBe(true);
    expect((await store.hit('k', rule)).allowed).toBe(false);
    now = 1000;
    await store.refund('k');
    expect((await store.hit('k', rule)).allowed).toBe(true);
    expect((await store.hit('k', rule)).allowed).toBe(true);
    expect((await store.hit('k', rule)).allowed).toBe(false);
  });
});

describe('back-off', () => {
  const rule = { freeAttempts: 2, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };

  it('lets the free attempts through, then doubles the wait up to the cap', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    expect((await store.backOff('k', rule)).allowed).toBe(true);
    expect((await store.backOff('k', rule)).allowed).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      expect((await store.backOff('k', rule)).allowed).toBe(true);
      const refused = await store.backOff('k', rule);
      expect(refused.allowed).toBe(false);
      waits.push(refused.retryAfter);
      now += refused.retryAfter * 1000;
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
  });

  it('blocks parallel attempts as soon as one is past the free ones', async () => {
    const store = new MemoryRateLimitStore(() => 0);
    const results = await Promise.all(Array.from({ length: 30 }, () => store.backOff('k', rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(rule.freeAttempts + 1);
  });

  it('forgets the attempts after a quiet period, or at once on reset', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    for (let i = 0; i < 3; i++) await store.backOff('k', rule);
    expect((await store.backOff('k', rule)).allowed).toBe(false);
    await store.reset('k');
    for (let i = 0; i < 3; i++) expect((await store.backOff('k', rule)).allowed).toBe(true);
    now = 60_000;
    for (let i = 0; i < 3; i++) expect((await store.backOff('k', rule)).allowed).toBe(true);
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

  it('reserves an attempt under every limit or under none', async () => {
    const limiter = new RateLimiter();
    const wide = { limit: 10, windowMs: 1000 };
    const narrow = { limit: 1, windowMs: 1000 };
    const limits = [
      { scope: 'wide', rule: wide },
      { scope: 'narrow', rule: narrow },
    ];
    await limiter.reserve(limits);
    for (let i = 0; i < 5; i++) {
      await expect(limiter.reserve(limits)).rejects.toMatchObject({ statusCode: 429 });
    }
    // The refused reservations gave back what they had counted on the wide window.
    for (let i = 0; i < 9; i++) await limiter.enforce('wide', wide);
    await expect(limiter.enforce('wide', wide)).rejects.toMatchObject({ statusCode: 429 });
  });
});

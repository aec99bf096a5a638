import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows up to the limit in a window, then says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const rule = { limit: 3, windowMs: 60_000 };
    expect([1, 2, 3].map(() => limiter.hit('k', rule).allowed)).toEqual([true, true, true]);
    const blocked = limiter.hit('k', rule);
    expect(blocked).toEqual({ allowed: false, retryAfter: 60 });
    expect(limiter.check('k', rule).allowed).toBe(false);
    expect(limiter.hit('other', rule).allowed).toBe(true);
    now = 60_000;
    expect(limiter.hit('k', rule).allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter();
    const rule = { limit: 1, windowMs: 1000 };
    limiter.hit('k', rule);
    limiter.reset('k');
    expect(limiter.check('k', rule).allowed).toBe(true);
  });
});

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters kept in this process. Enough for one server process; several processes
 * would share counters through Redis behind this same interface.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private operations = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit against `key` and says whether it is within the rule. */
  hit(key: string, rule: RateLimitRule): RateLimitResult {
    const window = this.current(key, rule);
    window.count += 1;
    return this.result(window, rule);
  }

  /** Says whether `key` is already over the rule, without counting. */
  check(key: string, rule: RateLimitRule): RateLimitResult {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= this.now()) return { allowed: true, retryAfter: 0 };
    return { allowed: window.count < rule.limit, retryAfter: this.secondsLeft(window) };
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  private current(key: string, rule: RateLimitRule): Window {
    this.sweepNow();
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, window);
    }
    return window;
  }

  private result(window: Window, rule: RateLimitRule): RateLimitResult {
    return { allowed: window.count <= rule.limit, retryAfter: this.secondsLeft(window) };
  }

  private secondsLeft(window: Window) {
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  /** Drops expired windows now and then, so memory stays bounded by the active keys. */
  private sweepNow() {
    if (++this.operations % 1000 !== 0) return;
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

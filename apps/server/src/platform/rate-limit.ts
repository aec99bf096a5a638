import { AppError } from './errors';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/**
 * Where counters live. Every method is async, so a store shared by several processes (Redis)
 * fits behind the same interface as the in-process one.
 */
export interface RateLimitStore {
  /** Counts one hit against `key` and says whether it is within the rule. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Says whether `key` is already over the rule, without counting. */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

const tooManyRequests = (result: RateLimitResult) =>
  new AppError('too_many_requests', undefined, { retryAfter: result.retryAfter });

/** What services use: limits that throw the house 429 error, over any store. */
export class RateLimiter {
  constructor(readonly store: RateLimitStore = new MemoryRateLimitStore()) {}

  /** Counts one hit against `scope`; throws 429 (with Retry-After) once over the rule. */
  async enforce(scope: string, rule: RateLimitRule): Promise<void> {
    const result = await this.store.hit(scope, rule);
    if (!result.allowed) throw tooManyRequests(result);
  }

  /**
   * Throws 429 when `scope` is already over the rule, without counting: for limits that count
   * only failures, which are recorded afterwards with `hit`.
   */
  async enforceNotExceeded(scope: string, rule: RateLimitRule): Promise<void> {
    const result = await this.store.peek(scope, rule);
    if (!result.allowed) throw tooManyRequests(result);
  }

  hit(scope: string, rule: RateLimitRule): Promise<RateLimitResult> {
    return this.store.hit(scope, rule);
  }

  reset(scope: string): Promise<void> {
    return this.store.reset(scope);
  }
}

interface Window {
  count: number;
  resetAt: number;
}

/** Fixed-window counters kept in this process: enough for one server process. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();
  private operations = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const window = this.current(key, rule);
    window.count += 1;
    return { allowed: window.count <= rule.limit, retryAfter: this.secondsLeft(window) };
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= this.now()) return { allowed: true, retryAfter: 0 };
    return { allowed: window.count < rule.limit, retryAfter: this.secondsLeft(window) };
  }

  async reset(key: string): Promise<void> {
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

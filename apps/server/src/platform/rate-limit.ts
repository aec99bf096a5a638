import { AppError } from './errors';

/** A fixed window: at most `limit` counted hits per `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Exponential back-off: after `freeAttempts`, each attempt must wait, and the wait doubles. */
export interface BackOffRule {
  freeAttempts: number;
  /** The first wait; the next is twice as long, and so on up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The count is forgotten this long after the last attempt. */
  forgetAfterMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets or the wait ends (for Retry-After); 0 when allowed. */
  retryAfter: number;
}

/**
 * Where counters live. Every method is async and is ONE atomic step on the store: the check and
 * the count happen together (in Redis: one Lua script per method), so a limit holds however many
 * requests run at once, in one process or many. There is deliberately no "peek": a check in one
 * call and a count in another lets every parallel request pass the check first.
 */
export interface RateLimitStore {
  /**
   * Fixed window. If the key has counted fewer than `rule.limit` hits in its current window, counts
   * one and answers allowed; otherwise counts nothing and answers refused, with the seconds until
   * the window ends. A window starts at the first hit after the previous one ended and lasts
   * `rule.windowMs`. Call it before the work it guards: it reserves the attempt.
   */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /**
   * Takes back one hit of the key's current window (never below zero; nothing once the window
   * has ended): for a reserved attempt that must not count, such as a successful sign-in.
   */
  refund(key: string): Promise<void>;
  /**
   * Exponential back-off. While the key is blocked, answers refused with the seconds left.
   * Otherwise counts one attempt and answers allowed; when that attempt is number n >
   * `rule.freeAttempts`, it also blocks the key from now for baseDelayMs * 2^(n - freeAttempts - 1),
   * at most `maxDelayMs`. The block is taken with the reservation, before the attempt's outcome
   * is known, so parallel attempts cannot slip through together. The count is forgotten
   * `forgetAfterMs` after the last counted attempt; `reset` forgets it at once (after a success).
   */
  backOff(key: string, rule: BackOffRule): Promise<RateLimitResult>;
  /** Forgets the key (its window or its back-off) at once. */
  reset(key: string): Promise<void>;
}

/** One limit an attempt is reserved under: a window, or a back-off. */
export type AttemptLimit =
  | { scope: string; rule: RateLimitRule }
  | { scope: string; backOff: BackOffRule };

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
   * Reserves one attempt under every limit, in order, before the attempt is made; all or none:
   * when one refuses, the windows already counted are refunded and it throws 429. A back-off's
   * block cannot be taken back, so back-offs go last.
   */
  async reserve(limits: AttemptLimit[]): Promise<void> {
    const counted: string[] = [];
    for (const limit of limits) {
      const result =
        'rule' in limit
          ? await this.store.hit(limit.scope, limit.rule)
          : await this.store.backOff(limit.scope, limit.backOff);
      if (!result.allowed) {
        await Promise.all(counted.map((scope) => this.store.refund(scope)));
        throw tooManyRequests(result);
      }
      if ('rule' in limit) counted.push(limit.scope);
    }
  }

  hit(scope: string, rule: RateLimitRule): Promise<RateLimitResult> {
    return this.store.hit(scope, rule);
  }

  refund(scope: string): Promise<void> {
    return this.store.refund(scope);
  }

  reset(scope: string): Promise<void> {
    return this.store.reset(scope);
  }
}

interface Window {
  kind: 'window';
  count: number;
  resetAt: number;
}

interface BackOff {
  kind: 'back-off';
  attempts: number;
  blockedUntil: number;
  forgetAt: number;
}

/**
 * Counters kept in this process: enough for one server process. JavaScript runs each method's
 * check and count without yielding, which is what makes every method atomic here.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, Window | BackOff>();
  private operations = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    this.sweepNow();
    const now = this.now();
    let window = this.live(key);
    if (window?.kind !== 'window') {
      window = { kind: 'window', count: 0, resetAt: now + rule.windowMs };
      this.entries.set(key, window);
    }
    if (window.count >= rule.limit)
      return { allowed: false, retryAfter: this.secondsTo(window.resetAt) };
    window.count += 1;
    return { allowed: true, retryAfter: 0 };
  }

  async refund(key: string): Promise<void> {
    const window = this.live(key);
    if (window?.kind === 'window' && window.count > 0) window.count -= 1;
  }

  async backOff(key: string, rule: BackOffRule): Promise<RateLimitResult> {
    this.sweepNow();
    const now = this.now();
    let state = this.live(key);
    if (state?.kind !== 'back-off') {
      state = { kind: 'back-off', attempts: 0, blockedUntil: 0, forgetAt: 0 };
      this.entries.set(key, state);
    }
    if (state.blockedUntil > now) {
      return { allowed: false, retryAfter: this.secondsTo(state.blockedUntil) };
    }
    state.attempts += 1;
    state.forgetAt = now + rule.forgetAfterMs;
    const beyondFree = state.attempts - rule.freeAttempts;
    if (beyondFree > 0) {
      // 2 ** beyondFree grows without bound; the cap is applied before it could overflow.
      const delay = rule.baseDelayMs * 2 ** Math.min(beyondFree - 1, 40);
      state.blockedUntil = now + Math.min(delay, rule.maxDelayMs);
    }
    return { allowed: true, retryAfter: 0 };
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /** The key's entry, unless it has expired. */
  private live(key: string): Window | BackOff | undefined {
    const entry = this.entries.get(key);
    if (entry && this.expiresAt(entry) <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private expiresAt(entry: Window | BackOff): number {
    return entry.kind === 'window' ? entry.resetAt : Math.max(entry.forgetAt, entry.blockedUntil);
  }

  private secondsTo(time: number) {
    return Math.max(1, Math.ceil((time - this.now()) / 1000));
  }

  /** Drops expired entries now and then, so memory stays bounded by the active keys. */
  private sweepNow() {
    if (++this.operations % 1000 !== 0) return;
    const now = this.now();
    for (const [key, entry] of this.entries)
      if (this.expiresAt(entry) <= now) this.entries.delete(key);
  }
}

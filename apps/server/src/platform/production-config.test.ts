import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startNotices } from './start-notices';

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_frontdesk',
  STRIPE_WEBHOOK_SECRET: 'whsec_frontdesk',
  STRIPE_PRICE_STARTER: 'price_starter',
  STRIPE_PRICE_PROFESSIONAL: 'price_pro',
  STRIPE_PRICE_ENTERPRISE: 'price_ent',
};

const production = {
  DATABASE_URL: 'postgres://db.example/frontdesk',
  SMTP_URL: 'smtp://mail.example:587',
  REDIS_URL: 'redis://redis.example:6379',
};

describe('production settings', () => {
  it('keeps limits and jobs in process, in one process, unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.REDIS_KEY_PREFIX).toBe('frontdesk:');
    expect(config.WEB_CONCURRENCY).toBe(1);
  });

  it('takes a redis:// or rediss:// URL only', () => {
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@redis.example:6380/2' }).REDIS_URL).toBe(
      'rediss://:secret@redis.example:6380/2',
    );
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://redis.example' })).toThrow(
      /REDIS_URL must start with redis:\/\/ or rediss:\/\//,
    );
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('runs several processes only with a shared database and a shared Redis', () => {
    expect(loadConfig({ ...production, WEB_CONCURRENCY: '4' }).WEB_CONCURRENCY).toBe(4);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', REDIS_URL: production.REDIS_URL })).toThrow(
      /DATABASE_URL is required when WEB_CONCURRENCY is over 1: PGlite/,
    );
    const { REDIS_URL: _, ...withoutRedis } = production;
    expect(() => loadConfig({ ...withoutRedis, WEB_CONCURRENCY: '2' })).toThrow(
      /REDIS_URL is required when WEB_CONCURRENCY is over 1: each process would keep its own rate limits/,
    );
    expect(() => loadConfig({ ...production, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  describe('a hosted deployment (NODE_ENV=production on a shared database)', () => {
    const hosted = {
      ...production,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ENCRYPTION_KEY: 'ab'.repeat(32),
    };

    it('says whether it charges: BILLING_PROVIDER is required, `local` given away knowingly', () => {
      expect(() => loadConfig(hosted)).toThrow(
        /BILLING_PROVIDER is required when NODE_ENV=production and DATABASE_URL is set: `stripe` to charge for plans, or `local`/,
      );
      const local = loadConfig({ ...hosted, BILLING_PROVIDER: 'local' });
      expect(local.BILLING_PROVIDER).toBe('local');
      expect(startNotices(local)).toContainEqual({
        level: 'info',
        message:
          'BILLING_PROVIDER=local: every organization may choose any plan for free; no payment is taken',
      });
      // Elsewhere the embedded default stays.
      expect(loadConfig({}).BILLING_PROVIDER).toBe('local');
      expect(loadConfig({ NODE_ENV: 'production' }).BILLING_PROVIDER).toBe('local');
    });

    it.each([
      ['ROW_LEVEL_SECURITY', 'I_UNDERSTAND_ROW_LEVEL_SECURITY_IS_OFF'],
      ['PUBLIC_API_RATE_LIMITS', 'I_UNDERSTAND_PUBLIC_API_RATE_LIMITS_ARE_OFF'],
    ])('refuses %s=off unless %s=yes, and then warns at start', (key, acknowledgment) => {
      const off = { ...hosted, BILLING_PROVIDER: 'local', [key]: 'off' };
      expect(() => loadConfig(off)).toThrow(
        new RegExp(`${key}=off is refused .* Set ${acknowledgment}=yes to run so anyway`),
      );
      expect(() => loadConfig({ ...off, [acknowledgment]: 'true' })).toThrow(
        new RegExp(`${acknowledgment}: takes \`yes\``),
      );
      const accepted = loadConfig({ ...off, [acknowledgment]: 'yes' });
      expect(accepted[key as 'ROW_LEVEL_SECURITY']).toBe('off');
      const warnings = startNotices(accepted).filter((notice) => notice.level === 'warn');
      expect(warnings.map((notice) => notice.message)).toEqual([
        expect.stringMatching(`^${key}=off: `),
      ]);
      // A load test on one machine's embedded database needs no acknowledgment, and is still told.
      const local = loadConfig({ [key]: 'off' });
      expect(startNotices(local).filter((notice) => notice.level === 'warn')).toHaveLength(1);
    });

    it('starts with every guard on and nothing to warn about', () => {
      const config = loadConfig({ ...hosted, BILLING_PROVIDER: 'stripe', ...stripe });
      expect(config).toMatchObject({ ROW_LEVEL_SECURITY: 'on', PUBLIC_API_RATE_LIMITS: 'on' });
      expect(startNotices(config)).toEqual([]);
    });
  });
});

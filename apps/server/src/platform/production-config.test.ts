import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      APP_URL: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('requires secrets in production with a shared database', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/frontdesk' }),
    ).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
  });

  it('requires real mail delivery with a shared database: no reset links left in an outbox', () => {
    const database = { DATABASE_URL: 'postgres://db.example/frontdesk' };
    expect(() => loadConfig(database)).toThrow(/SMTP_URL is required when DATABASE_URL is set/);
    expect(() => loadConfig({ ...database, SMTP_URL: 'smtp://mail.example:587' })).not.toThrow();
    expect(() => loadConfig({})).not.toThrow();
  });

  it('trusts proxies by hop count or by address, never every X-Forwarded-For entry', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).TRUST_PROXY).toBe(
      '10.0.0.1,10.1.0.0/16,loopback',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would trust/);
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a malformed value with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ENCRYPTION_KEY: 'short' })).toThrow(/64 hex digits/);
  });
});

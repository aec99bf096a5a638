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

  it('refuses a malformed value with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ENCRYPTION_KEY: 'short' })).toThrow(/64 hex digits/);
  });
});

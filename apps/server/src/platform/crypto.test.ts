import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, randomDigits, randomToken } from './crypto';

describe('crypto', () => {
  it('seals and opens a secret, and refuses a tampered one', () => {
    const key = randomBytes(32);
    const sealed = encryptSecret('s3cr3t-token', key);
    expect(sealed).not.toContain('s3cr3t');
    expect(decryptSecret(sealed, key)).toBe('s3cr3t-token');
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = `${version}.${iv}.${tag}.${data!.slice(0, -2)}AA`;
    expect(() => decryptSecret(flipped, key)).toThrow();
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow();
  });

  it('makes codes of digits and tokens of 256 bits', () => {
    expect(randomDigits(6)).toMatch(/^\d{6}$/);
    expect(Buffer.from(randomToken(), 'base64url')).toHaveLength(32);
    expect(new Set(Array.from({ length: 50 }, () => randomToken())).size).toBe(50);
  });
});

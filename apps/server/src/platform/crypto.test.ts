import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealAsV1 } from '../../test/support/test-secrets';
import { decryptSecret, encryptSecret, randomDigits, randomToken } from './crypto';

const newKeys = () => ({ v1: randomBytes(32), v2: randomBytes(32) });
const TOOL = ['tool-credentials', 'org-1', 'tool-1'];

describe('crypto', () => {
  it('seals and opens a secret, and refuses a tampered one', () => {
    const keys = newKeys();
    const sealed = encryptSecret('s3cr3t-token', keys, TOOL);
    expect(sealed).not.toContain('s3cr3t');
    expect(sealed.startsWith('v2.')).toBe(true);
    expect(decryptSecret(sealed, keys, TOOL)).toBe('s3cr3t-token');
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = `${version}.${iv}.${tag}.${data!.slice(0, -2)}AA`;
    expect(() => decryptSecret(flipped, keys, TOOL)).toThrow();
    expect(() => decryptSecret(sealed, newKeys(), TOOL)).toThrow();
    expect(() => decryptSecret(`v9.${iv}.${tag}.${data}`, keys, TOOL)).toThrow(/Unknown/);
    // A genuine tag cut short would verify as far as it goes: only whole tags are accepted.
    const shortTag = Buffer.from(tag!, 'base64url').subarray(0, 8).toString('base64url');
    expect(() => decryptSecret(`${version}.${iv}.${shortTag}.${data}`, keys, TOOL)).toThrow();
  });

  it('binds a sealed value to where it belongs: moved elsewhere, it does not open', () => {
    const keys = newKeys();
    const sealed = encryptSecret('s3cr3t-token', keys, TOOL);
    const elsewhere = [
      ['tool-credentials', 'org-1', 'tool-2'], // another tool
      ['tool-credentials', 'org-2', 'tool-1'], // another organization
      ['widget-identity-secret', 'org-1'], // another purpose
      ['tool-credentials', 'org-1tool-1', ''], // the same characters, cut elsewhere
      [],
    ];
    for (const context of elsewhere) {
      expect(() => decryptSecret(sealed, keys, context), context.join('|')).toThrow();
    }
    // Written as v1 it would need the v1 key: a v2 value relabelled v1 does not open either.
    expect(() => decryptSecret(sealed.replace(/^v2\./, 'v1.'), keys, TOOL)).toThrow();
  });

  it('still opens v1 values, sealed before binding, under the key as configured', () => {
    const keys = newKeys();
    const legacy = sealAsV1('old-token', keys.v1);
    expect(decryptSecret(legacy, keys, TOOL)).toBe('old-token');
    expect(() => decryptSecret(legacy, { v1: keys.v2, v2: keys.v2 }, TOOL)).toThrow();
  });

  it('makes codes of digits and tokens of 256 bits', () => {
    expect(randomDigits(6)).toMatch(/^\d{6}$/);
    expect(Buffer.from(randomToken(), 'base64url')).toHaveLength(32);
    expect(new Set(Array.from({ length: 50 }, () => randomToken())).size).toBe(50);
  });
});

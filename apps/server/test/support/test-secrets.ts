import { createCipheriv, randomBytes } from 'node:crypto';

/** The secrets createTestContext hands the application (see test-app.ts). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7);

/**
 * A value sealed as releases before associated data wrote them: `v1.<iv>.<tag>.<ciphertext>`,
 * AES-256-GCM under the configured key, bound to nothing. Kept here to prove they still open.
 */
export function sealAsV1(plain: string, key: Buffer = TEST_ENCRYPTION_KEY): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url'));
  return ['v1', ...parts].join('.');
}

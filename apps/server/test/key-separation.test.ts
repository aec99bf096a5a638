// One secret, one purpose: the access tokens, the activation codes' hashes and the sealed
// credentials each use their own key, derived from the configured secrets.
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { hmacHex } from '../src/platform/crypto';
import { activationCodes } from '../src/platform/db/schema';
import { deriveKeys } from '../src/platform/secrets';
import { signUp, useTestContext } from './support/test-app';
import { TEST_ENCRYPTION_KEY, TEST_JWT_SECRET } from './support/test-secrets';

const context = useTestContext();
const jwtSecret = new TextEncoder().encode(TEST_JWT_SECRET);
const keys = deriveKeys({ jwtSecret, encryptionKey: TEST_ENCRYPTION_KEY });

describe('keys per purpose', () => {
  it('signs access tokens with the tokens key, not with JWT_SECRET itself', async () => {
    const { token, user } = await signUp(context);
    const { payload } = await jwtVerify(token, keys.accessTokens, { algorithms: ['HS256'] });
    expect(payload.sub).toBe(user.id);
    await expect(jwtVerify(token, jwtSecret)).rejects.toThrow();
    await expect(jwtVerify(token, keys.activationCodes)).rejects.toThrow();
  });

  it('hashes activation codes with the codes key, which signs no token', async () => {
    const { user, code } = await signUp(context);
    const [row] = await context.database.db
      .select()
      .from(activationCodes)
      .where(eq(activationCodes.userId, user.id));
    expect(row!.codeHash).toBe(hmacHex(keys.activationCodes, `${user.id}:${code}`));
    expect(row!.codeHash).not.toBe(hmacHex(jwtSecret, `${user.id}:${code}`));
    expect(row!.codeHash).not.toBe(hmacHex(keys.accessTokens, `${user.id}:${code}`));
  });
});

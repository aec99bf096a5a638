import { type TokenClaims, tokenClaimsSchema } from '@frontdesk/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors';

export interface TokenIssuer {
  issue(claims: { userId: string; tokenVersion: number; organizationId?: string }): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
}

/** Access tokens: HS256 JWTs with `exp`. Only HS256 is accepted, whatever the header says. */
export function createTokenIssuer(secret: Uint8Array, ttlSeconds: number): TokenIssuer {
  return {
    async issue({ userId, tokenVersion, organizationId }) {
      const jwt = new SignJWT({
        ver: tokenVersion,
        ...(organizationId ? { org: organizationId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`);
      return jwt.sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        return tokenClaimsSchema.parse(payload);
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new AppError('token_expired');
        throw new AppError('unauthorized');
      }
    },
  };
}

import {
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_RESEND_WAIT_MINUTES,
  type AuthResponse,
  type ChangePasswordInput,
  normalizeEmail,
  type SignInInput,
  type SignUpInput,
  type UpdateProfileInput,
  type User,
} from '@frontdesk/contracts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords';
import type { TokenIssuer } from '../../platform/auth/tokens';
import { hmacHex, randomDigits, randomToken, safeEqualHex, sha256 } from '../../platform/crypto';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import { activationMail, resetPasswordMail } from './auth.mails';
import * as store from './auth.store';

export const ACTIVATION_CODE_TTL_MINUTES = 60;
export const MAX_ACTIVATION_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;

const MINUTE = 60_000;

/**
 * Sign-in throttling counts failures per (account, IP) and per IP, never per account alone: a
 * stranger hammering someone's e-mail from their own address blocks only themselves.
 */
export const throttles = {
  loginPerAccountAndIp: { limit: 5, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 50, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resetPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resetPerAccount: { limit: 3, windowMs: 60 * MINUTE },
  resendPerUser: { limit: 5, windowMs: 60 * MINUTE },
  activatePerUser: { limit: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export interface AuthServiceDeps {
  db: Database;
  tokens: TokenIssuer;
  mailer: Mailer;
  limiter: RateLimiter;
  appUrl: string;
  /** Key for hashing activation codes. */
  codeKey: Uint8Array;
}

export function toUser(row: store.UserRow): User {
  return { id: row.id, name: row.name, email: row.email, active: row.active, phone: row.phone };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens, mailer, limiter } = deps;

  const hashCode = (userId: string, code: string) => hmacHex(deps.codeKey, `${userId}:${code}`);

  async function sendActivationCode(user: store.UserRow) {
    const code = randomDigits(ACTIVATION_CODE_LENGTH);
    await store.saveActivationCode(db, {
      userId: user.id,
      codeHash: hashCode(user.id, code),
      expiresAt: new Date(Date.now() + ACTIVATION_CODE_TTL_MINUTES * MINUTE),
    });
    await mailer.send(activationMail(user.email, user.name, code, ACTIVATION_CODE_TTL_MINUTES));
  }

  async function session(user: store.UserRow): Promise<AuthResponse> {
    const accessToken = await tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
    return { accessToken, user: toUser(user) };
  }

  async function requireUser(userId: string) {
    const user = await store.findUserById(db, userId);
    if (!user) throw new AppError('unauthorized');
    return user;
  }

  return {
    async register(input: SignUpInput, ip: string): Promise<AuthResponse> {
      await limiter.enforce(`register:ip:${ip}`, throttles.registerPerIp);
      const email = normalizeEmail(input.email);
      if (await store.findUserByEmail(db, email)) throw new AppError('email_already_exists');
      let user: store.UserRow;
      try {
        user = await store.insertUser(db, {
          email,
          name: input.name.trim(),
          passwordHash: await hashPassword(input.password),
        });
      } catch (error) {
        // Two sign-ups racing for one address: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError('email_already_exists');
        throw error;
      }
      await sendActivationCode(user);
      return session(user);
    },

    async login(input: SignInInput, ip: string): Promise<AuthResponse> {
      const email = normalizeEmail(input.email);
      const pairKey = `login:pair:${email}:${ip}`;
      const ipKey = `login:ip:${ip}`;
      await limiter.enforceNotExceeded(pairKey, throttles.loginPerAccountAndIp);
      await limiter.enforceNotExceeded(ipKey, throttles.loginPerIp);
      const user = await store.findUserByEmail(db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !valid) {
        await limiter.hit(pairKey, throttles.loginPerAccountAndIp);
        await limiter.hit(ipKey, throttles.loginPerIp);
        throw new AppError('invalid_credentials');
      }
      await limiter.reset(pairKey);
      return session(user);
    },

    /** The account as the guards check it (active, token version); undefined once deleted. */
    findAuthUser: (userId: string) => store.findUserById(db, userId),

    async me(userId: string): Promise<User> {
      return toUser(await requireUser(userId));
    },

    async activate(userId: string, code: string): Promise<User> {
      await limiter.enforce(`activate:user:${userId}`, throttles.activatePerUser);
      const user = await requireUser(userId);
      if (user.active) return toUser(user);
      const stored = await store.findActivationCode(db, userId);
      if (!stored)
        throw new AppError(
          'activation_code_invalid',
          'The activation code is not valid. Please request a new one.',
        );
      if (stored.expiresAt.getTime() <= Date.now()) throw new AppError('activation_code_expired');
      if (!safeEqualHex(stored.codeHash, hashCode(userId, code))) {
        const attempts = await store.countFailedActivation(db, userId);
        if (attempts >= MAX_ACTIVATION_ATTEMPTS) {
          await store.deleteActivationCode(db, userId);
          throw new AppError(
            'activation_code_invalid',
            'Too many wrong codes. This code no longer works: please request a new one.',
          );
        }
        throw new AppError('activation_code_invalid');
      }
      await store.deleteActivationCode(db, userId);
      return toUser(await store.updateUser(db, userId, { active: true }));
    },

    async regenerateActivationCode(userId: string): Promise<{ message: string }> {
      const user = await requireUser(userId);
      if (user.active) throw new AppError('account_already_active');
      const stored = await store.findActivationCode(db, userId);
      const waitMs = ACTIVATION_RESEND_WAIT_MINUTES * MINUTE;
      if (stored && Date.now() - stored.createdAt.getTime() < waitMs) {
        throw new AppError('activation_code_not_expired');
      }
      await limiter.enforce(`resend:user:${userId}`, throttles.resendPerUser);
      await sendActivationCode(user);
      return { message: 'A new activation code has been sent to your email.' };
    },

    /** Always the same answer, so that nobody can learn which e-mails have accounts. */
    async requestPasswordReset(rawEmail: string, ip: string): Promise<void> {
      await limiter.enforce(`reset:ip:${ip}`, throttles.resetPerIp);
      const email = normalizeEmail(rawEmail);
      if (!(await limiter.hit(`reset:account:${email}`, throttles.resetPerAccount)).allowed) return;
      const user = await store.findUserByEmail(db, email);
      if (!user) return;
      const token = randomToken();
      await store.saveResetToken(db, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * MINUTE),
      });
      const link = `${deps.appUrl}/change-password?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
      await mailer.send(resetPasswordMail(user.email, link, RESET_TOKEN_TTL_MINUTES));
    },

    async changePassword(input: ChangePasswordInput, ip: string): Promise<void> {
      await limiter.enforce(`reset-change:ip:${ip}`, throttles.resetPerIp);
      const user = await store.findUserByEmail(db, normalizeEmail(input.email));
      if (!user || !(await store.consumeResetToken(db, user.id, sha256(input.token)))) {
        throw new AppError('reset_token_invalid');
      }
      await store.updateUser(db, user.id, { passwordHash: await hashPassword(input.password) });
      // A new password ends every existing session.
      await store.bumpTokenVersion(db, user.id);
    },

    async updateProfile(userId: string, input: UpdateProfileInput): Promise<User> {
      await requireUser(userId);
      const phone = input.phone?.trim() ? input.phone.trim() : null;
      return toUser(await store.updateUser(db, userId, { name: input.name.trim(), phone }));
    },

    async logout(userId: string): Promise<void> {
      await store.bumpTokenVersion(db, userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

import { randomUUID } from 'node:crypto';
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
import type { JobQueue } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import type { BackOffRule, RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import { accountExistsMail, activationMail, resetPasswordMail } from './auth.mails';
import * as store from './auth.store';

export const ACTIVATION_CODE_TTL_MINUTES = 60;
export const MAX_ACTIVATION_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;

const MINUTE = 60_000;

/**
 * Sign-in attempts are reserved before the password is checked, per (account, IP) and per IP, so
 * parallel attempts cannot exceed a limit; a success takes its reservation back. A stranger
 * hammering someone's e-mail from their own address blocks only themselves. Attackers spread
 * over many addresses meet the account's back-off: after `freeAttempts` failures in a row, each
 * attempt must wait, twice as long as the one before, up to 15 minutes. The back-off delays the
 * owner's sign-in too, but never the password reset, which ends it.
 */
export const throttles = {
  loginPerAccountAndIp: { limit: 5, windowMs: 15 * MINUTE },
  loginPerIp: { limit: 50, windowMs: 15 * MINUTE },
  loginBackOffPerAccount: {
    freeAttempts: 10,
    baseDelayMs: 2000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 24 * 60 * MINUTE,
  },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  /** "You already have an account" mails to one address: a sign-up form is no way to flood it. */
  registeredMailPerAccount: { limit: 3, windowMs: 60 * MINUTE },
  resetPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resetPerAccount: { limit: 3, windowMs: 60 * MINUTE },
  resendPerUser: { limit: 5, windowMs: 60 * MINUTE },
  activatePerUser: { limit: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule | BackOffRule>;

const loginScopes = (email: string, ip: string) => ({
  pair: `login:pair:${email}:${ip}`,
  ip: `login:ip:${ip}`,
  account: `login:account:${email}`,
});

const TOO_MANY_WRONG_CODES =
  'Too many wrong codes. This code no longer works: please request a new one.';

export interface AuthServiceDeps {
  db: Database;
  tokens: TokenIssuer;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Where password-reset mails are prepared and sent, after the answer. */
  jobs: JobQueue;
  appUrl: string;
  /** Key for hashing activation codes. */
  codeKey: Uint8Array;
}

export function toUser(row: store.UserRow): User {
  return { id: row.id, name: row.name, email: row.email, active: row.active, phone: row.phone };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens, mailer, limiter, jobs } = deps;

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

  async function mailResetLink(email: string) {
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
  }

  async function session(user: store.UserRow): Promise<AuthResponse> {
    const accessToken = await tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
    return { accessToken, user: toUser(user) };
  }

  /**
   * A sign-up with an address that has an account answers like a new one, so that the answer
   * does not tell who has an account: an inactive user under an id no account has, and a token
   * for that id, refused at its first use. The owner learns by mail that they should sign in.
   */
  async function answerTakenAddress(email: string, name: string): Promise<AuthResponse> {
    const limit = await limiter.hit(
      `register:account:${email}`,
      throttles.registeredMailPerAccount,
    );
    if (limit.allowed) await mailer.send(accountExistsMail(email, `${deps.appUrl}/sign-in`));
    const user = { id: randomUUID(), name, email, active: false, phone: null };
    return { accessToken: await tokens.issue({ userId: user.id, tokenVersion: 0 }), user };
  }

  async function requireUser(userId: string) {
    const user = await store.findUserById(db, userId);
    if (!user) throw new AppError('unauthorized');
    return user;
  }

  return {
    /** The same answer (201, a token and an inactive user) whether the address is taken or not. */
    async register(input: SignUpInput, ip: string): Promise<AuthResponse> {
      await limiter.enforce(`register:ip:${ip}`, throttles.registerPerIp);
      const email = normalizeEmail(input.email);
      const name = input.name.trim();
      // Hashed whatever follows, so that a taken address is not answered sooner than a new one.
      const passwordHash = await hashPassword(input.password);
      if (await store.findUserByEmail(db, email)) return answerTakenAddress(email, name);
      let user: store.UserRow;
      try {
        user = await store.insertUser(db, { email, name, passwordHash });
      } catch (error) {
        // Two sign-ups racing for one address: the unique index decides.
        if (isUniqueViolation(error)) return answerTakenAddress(email, name);
        throw error;
      }
      await sendActivationCode(user);
      return session(user);
    },

    async login(input: SignInInput, ip: string): Promise<AuthResponse> {
      const email = normalizeEmail(input.email);
      const scopes = loginScopes(email, ip);
      // Reserved before the (slow) password check: parallel attempts cannot all pass a check first.
      await limiter.reserve([
        { scope: scopes.pair, rule: throttles.loginPerAccountAndIp },
        { scope: scopes.ip, rule: throttles.loginPerIp },
        { scope: scopes.account, backOff: throttles.loginBackOffPerAccount },
      ]);
      const user = await store.findUserByEmail(db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !valid) throw new AppError('invalid_credentials');
      // Failures stay counted; this success is not one.
      await Promise.all([
        limiter.reset(scopes.pair),
        limiter.refund(scopes.ip),
        limiter.reset(scopes.account),
      ]);
      return session(user);
    },

    /** For the team: whether an invited address has an account already. */
    findAccountByEmail: (email: string) => store.findUserByEmail(db, normalizeEmail(email)),

    /** An invited person's new account: active at once, since the invitation mail proved it. */
    async createActivatedAccount(input: { name: string; email: string; password: string }) {
      try {
        return await store.insertUser(db, {
          email: normalizeEmail(input.email),
          name: input.name.trim(),
          passwordHash: await hashPassword(input.password),
          active: true,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('email_already_exists');
        throw error;
      }
    },

    /** An existing account that answered a mailed invitation has proved its address. */
    async confirmEmail(userId: string): Promise<void> {
      const user = await store.findUserById(db, userId);
      if (user && !user.active) {
        await store.updateUser(db, userId, { active: true });
        await store.deleteActivationCode(db, userId);
      }
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
      // One of the code's attempts is taken before comparing, in one statement, so parallel
      // guesses cannot all be compared: at most MAX_ACTIVATION_ATTEMPTS ever are.
      const stored = await store.reserveActivationAttempt(db, userId, MAX_ACTIVATION_ATTEMPTS);
      if (!stored) {
        if (await store.findActivationCode(db, userId)) {
          throw new AppError('too_many_requests', TOO_MANY_WRONG_CODES);
        }
        throw new AppError(
          'activation_code_invalid',
          'The activation code is not valid. Please request a new one.',
        );
      }
      if (stored.expiresAt.getTime() <= Date.now()) throw new AppError('activation_code_expired');
      if (!safeEqualHex(stored.codeHash, hashCode(userId, code))) {
        if (stored.failedAttempts >= MAX_ACTIVATION_ATTEMPTS) {
          throw new AppError('activation_code_invalid', TOO_MANY_WRONG_CODES);
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
      // A code whose attempts are spent can be replaced at once.
      const isUsable = stored && stored.failedAttempts < MAX_ACTIVATION_ATTEMPTS;
      if (isUsable && Date.now() - stored.createdAt.getTime() < waitMs) {
        throw new AppError('activation_code_not_expired');
      }
      await limiter.enforce(`resend:user:${userId}`, throttles.resendPerUser);
      await sendActivationCode(user);
      return { message: 'A new activation code has been sent to your email.' };
    },

    /**
     * Always the same answer, in the same time, so that nobody can learn which e-mails have
     * accounts: looking the account up and mailing the link happen after the answer.
     */
    async requestPasswordReset(rawEmail: string, ip: string): Promise<void> {
      await limiter.enforce(`reset:ip:${ip}`, throttles.resetPerIp);
      const email = normalizeEmail(rawEmail);
      jobs.enqueue('password reset mail', () => mailResetLink(email));
    },

    /** Not blocked by failed sign-ins: the owner can always take the account back this way. */
    async changePassword(input: ChangePasswordInput, ip: string): Promise<void> {
      await limiter.enforce(`reset-change:ip:${ip}`, throttles.resetPerIp);
      const email = normalizeEmail(input.email);
      const user = await store.findUserByEmail(db, email);
      if (!user || !(await store.consumeResetToken(db, user.id, sha256(input.token)))) {
        throw new AppError('reset_token_invalid');
      }
      await store.updateUser(db, user.id, { passwordHash: await hashPassword(input.password) });
      // A new password ends every existing session, and the sign-in back-off of the old one.
      await store.bumpTokenVersion(db, user.id);
      const scopes = loginScopes(email, ip);
      await Promise.all([limiter.reset(scopes.account), limiter.reset(scopes.pair)]);
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

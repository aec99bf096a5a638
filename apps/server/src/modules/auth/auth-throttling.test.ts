// Guessing passwords and activation codes: limits that hold however many attempts run at once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  call,
  STRONG_PASSWORD,
  signUp,
  uniqueEmail,
  useTestContext,
} from '../../../test/support/test-app';
import { activationCodes } from '../../platform/db/schema';
import { MAX_ACTIVATION_ATTEMPTS, throttles } from './auth.service';

const context = useTestContext();

const WRONG = 'Wrong!Passw0rd';

const login = (email: string, password: string, ip: string) =>
  call(context.app, 'POST', '/auth/login', { body: { email, password }, ip });

/** How many answers had each status, e.g. { 401: 5, 429: 25 }. */
function countStatuses(responses: { statusCode: number }[]) {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

describe('parallel sign-in attempts', () => {
  it('lets at most the limit of 30 parallel wrong passwords reach the check, the rest 429', async () => {
    const { email } = await signUp(context);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login(email, WRONG, '203.0.113.30')),
    );
    const counts = countStatuses(responses);
    expect(counts[401]).toBeLessThanOrEqual(throttles.loginPerAccountAndIp.limit);
    expect(counts[401]! + counts[429]!).toBe(30);
    // The password is right, but this address has used up its attempts on the account.
    expect((await login(email, STRONG_PASSWORD, '203.0.113.30')).statusCode).toBe(429);
  });

  it('counts parallel attempts on many accounts from one address against that address', async () => {
    const total = throttles.loginPerIp.limit + 20;
    const responses = await Promise.all(
      Array.from({ length: total }, () => login(uniqueEmail('spray'), WRONG, '203.0.113.31')),
    );
    const counts = countStatuses(responses);
    expect(counts[401]).toBeLessThanOrEqual(throttles.loginPerIp.limit);
    expect(counts[429]).toBeGreaterThanOrEqual(20);
  });

  it('does not count a successful sign-in against the address', async () => {
    const { email } = await signUp(context);
    const ip = '203.0.113.32';
    for (let i = 0; i < throttles.loginPerIp.limit + 5; i++) {
      expect((await login(email, STRONG_PASSWORD, ip)).statusCode).toBe(200);
    }
  });
});

describe('back-off per account', () => {
  /** Wrong passwords for `email`, each from its own address, so only the account's back-off counts. */
  async function failFromManyAddresses(email: string, times: number, network: number) {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) {
      statuses.push((await login(email, WRONG, `198.51.${network}.${i + 1}`)).statusCode);
    }
    return statuses;
  }

  it('makes attackers spread over many addresses wait (the wait doubles: rate-limit.test.ts)', async () => {
    const { email } = await signUp(context);
    const free = throttles.loginBackOffPerAccount.freeAttempts;
    const statuses = await failFromManyAddresses(email, free + 1, 1);
    expect(statuses).toEqual(Array(free + 1).fill(401));
    // The attempt after the free ones was let through but started a wait: the next one must wait.
    const waiting = await login(email, WRONG, '198.51.2.1');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never keeps the owner from resetting the password, which ends the back-off', async () => {
    const { email } = await signUp(context);
    const free = throttles.loginBackOffPerAccount.freeAttempts;
    await failFromManyAddresses(email, free + 1, 3);
    expect((await login(email, STRONG_PASSWORD, '192.0.2.77')).statusCode).toBe(429);

    const reset = await call(context.app, 'POST', '/auth/reset-password', {
      body: { email },
      ip: '192.0.2.77',
    });
    expect(reset.statusCode).toBe(200);
    const mail = await context.smtp.waitFor(email, 'Reset your Frontdesk password');
    const token = new URL(/http:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    const newPassword = 'N3w!Password';
    const change = await call(context.app, 'POST', '/auth/reset-password/change', {
      body: { email, token, password: newPassword },
      ip: '192.0.2.77',
    });
    expect(change.statusCode).toBe(200);
    expect((await login(email, newPassword, '192.0.2.77')).statusCode).toBe(200);
  });
});

describe('parallel activation attempts', () => {
  it('checks at most 5 of 30 parallel codes, the rest 429, and the code is then spent', async () => {
    const { token, code, user } = await signUp(context);
    const wrong = code === '000000' ? '111111' : '000000';
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(context.app, 'POST', '/auth/activate', { token, body: { code: wrong } }),
      ),
    );
    const counts = countStatuses(responses);
    expect(counts[400]).toBeLessThanOrEqual(MAX_ACTIVATION_ATTEMPTS);
    expect(counts[400]! + counts[429]!).toBe(30);
    const [stored] = await context.database.db
      .select()
      .from(activationCodes)
      .where(eq(activationCodes.userId, user.id));
    expect(stored?.failedAttempts).toBe(MAX_ACTIVATION_ATTEMPTS);
    const late = await call(context.app, 'POST', '/auth/activate', { token, body: { code } });
    expect(late.statusCode).toBe(429);
    expect((await call(context.app, 'GET', '/auth/me', { token })).json().active).toBe(false);
  });
});

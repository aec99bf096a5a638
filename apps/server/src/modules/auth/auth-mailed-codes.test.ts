// The one-time secrets mailed to a user: the activation code and the password-reset link.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signUp, uniqueEmail, useTestContext } from '../../../test/support/test-app';
import { activationCodes, passwordResetTokens } from '../../platform/db/schema';

const context = useTestContext();

const activate = (token: string, code: string) =>
  call(context.app, 'POST', '/auth/activate', { token, body: { code } });

describe('activation', () => {
  it('activates with the mailed code', async () => {
    const { token, code } = await signUp(context);
    const response = await activate(token, code);
    expect(response.statusCode).toBe(200);
    expect(response.json().active).toBe(true);
    expect((await call(context.app, 'GET', '/auth/me', { token })).json().active).toBe(true);
  });

  it('keeps inactive users out of organization calls', async () => {
    const { token } = await signUp(context);
    const response = await call(context.app, 'GET', '/auth/organizations', { token });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('account_not_active');
  });

  it('rejects a malformed code with 400 and a wrong one without activating', async () => {
    const { token, code } = await signUp(context);
    expect((await activate(token, '12ab56')).statusCode).toBe(400);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await activate(token, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('activation_code_invalid');
  });

  it('spends the code after 5 wrong tries, and a new one can be asked for at once', async () => {
    const { token, code, email } = await signUp(context);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await activate(token, wrong)).statusCode).toBe(400);
    const late = await activate(token, code);
    expect(late.statusCode).toBe(429);
    expect(late.json()).toMatchObject({
      code: 'too_many_requests',
      message: 'Too many wrong codes. This code no longer works: please request a new one.',
    });
    const before = context.smtp.countTo(email);
    const resend = await call(context.app, 'GET', '/auth/regenerate-activation-code', { token });
    expect(resend.statusCode).toBe(200);
    await expect.poll(() => context.smtp.countTo(email)).toBe(before + 1);
  });

  it('refuses an expired code', async () => {
    const { token, code, user } = await signUp(context);
    await context.database.db
      .update(activationCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(activationCodes.userId, user.id));
    const response = await activate(token, code);
    expect(response.json().code).toBe('activation_code_expired');
  });

  it('refuses a resend while the code is under 10 minutes old, then sends a new one', async () => {
    const { token, code, user, email } = await signUp(context);
    const early = await call(context.app, 'GET', '/auth/regenerate-activation-code', { token });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('activation_code_not_expired');

    await context.database.db
      .update(activationCodes)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(activationCodes.userId, user.id));
    const before = context.smtp.countTo(email);
    const resend = await call(context.app, 'GET', '/auth/regenerate-activation-code', { token });
    expect(resend.statusCode).toBe(200);
    await expect.poll(() => context.smtp.countTo(email)).toBe(before + 1);
    const mail = await context.smtp.waitFor(email, 'activation code');
    const newCode = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(newCode).toBeDefined();
    if (newCode !== code) expect((await activate(token, code)).statusCode).toBe(400);
    expect((await activate(token, newCode!)).statusCode).toBe(200);
  });

  it('answers 429 when codes are requested too often', async () => {
    const { token, user } = await signUp(context);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      await context.database.db
        .update(activationCodes)
        .set({ createdAt: sql`now() - interval '11 minutes'` })
        .where(eq(activationCodes.userId, user.id));
      statuses.push(
        (await call(context.app, 'GET', '/auth/regenerate-activation-code', { token })).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});

describe('password reset', () => {
  const requestReset = (email: string) =>
    call(context.app, 'POST', '/auth/reset-password', { body: { email } });

  it('answers the same for unknown and known e-mails, mailing only the known', async () => {
    const { email } = await signUp(context);
    const ghost = uniqueEmail('ghost');
    const unknown = await requestReset(ghost);
    const known = await requestReset(email);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await context.smtp.waitFor(email, 'Reset your Frontdesk password');
    expect(context.smtp.countTo(ghost)).toBe(0);
  });

  it('answers known and unknown e-mails in the same time', async () => {
    const runs = 7;
    const known = [];
    for (let i = 0; i < runs; i++) known.push((await signUp(context)).email);
    const timed = async (email: string, ip: string) => {
      const started = performance.now();
      const response = await call(context.app, 'POST', '/auth/reset-password', {
        body: { email },
        ip,
      });
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    const took: { known: number[]; unknown: number[] } = { known: [], unknown: [] };
    for (let i = 0; i < runs; i++) {
      // Alternating which goes first, each from its own address (the per-IP limit is not tested).
      const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of order) {
        const email = kind === 'known' ? known[i]! : uniqueEmail('ghost');
        took[kind].push(await timed(email, `10.77.${i}.${kind === 'known' ? 1 : 2}`));
        // Whatever is done after the answer is finished before the next one is timed.
        if (kind === 'known') await context.smtp.waitFor(email, 'Reset your Frontdesk password');
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Mailing alone took about 100 ms; the bound is generous so that a busy machine cannot fail it.
    expect(Math.abs(median(took.known) - median(took.unknown))).toBeLessThan(30);
  });

  it('changes the password once with the mailed link and ends old sessions', async () => {
    const { email, token: oldToken, password: oldPassword } = await signUp(context);
    await requestReset(email.toUpperCase());
    const mail = await context.smtp.waitFor(email, 'Reset your Frontdesk password');
    const link = new URL(/http:\/\/app\.test\/change-password\?\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get('email')).toBe(email);
    const resetToken = link.searchParams.get('token')!;
    const newPassword = 'N3w!Password';

    const change = (password: string) =>
      call(context.app, 'POST', '/auth/reset-password/change', {
        body: { email, token: resetToken, password },
      });
    expect((await change(newPassword)).statusCode).toBe(200);
    const reused = await change('An0ther!Pass');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('reset_token_invalid');

    expect((await call(context.app, 'GET', '/auth/me', { token: oldToken })).statusCode).toBe(401);
    const oldLogin = await call(context.app, 'POST', '/auth/login', {
      body: { email, password: oldPassword },
      ip: '192.0.2.50',
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await call(context.app, 'POST', '/auth/login', {
      body: { email, password: newPassword },
      ip: '192.0.2.50',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses an expired token, a wrong token and a weak password', async () => {
    const { email, user } = await signUp(context);
    await requestReset(email);
    const mail = await context.smtp.waitFor(email, 'Reset your Frontdesk password');
    const resetToken = new URL(/http:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    const weak = await call(context.app, 'POST', '/auth/reset-password/change', {
      body: { email, token: resetToken, password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    const wrong = await call(context.app, 'POST', '/auth/reset-password/change', {
      body: { email, token: 'not-the-token', password: 'N3w!Password' },
    });
    expect(wrong.statusCode).toBe(400);
    await context.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await call(context.app, 'POST', '/auth/reset-password/change', {
      body: { email, token: resetToken, password: 'N3w!Password' },
    });
    expect(expired.statusCode).toBe(400);
  });
});

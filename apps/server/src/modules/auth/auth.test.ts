import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  call,
  STRONG_PASSWORD,
  signUp,
  signUpActive,
  uniqueEmail,
  useTestContext,
} from '../../../test/support/test-app';
import { activationCodes, users } from '../../platform/db/schema';

const context = useTestContext();

describe('register', () => {
  it('creates an inactive account, answers a signed token and mails a 6-digit code', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await call(context.app, 'POST', '/auth/register', {
      body: { name: ' Ann Lee ', email: email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      name: 'Ann Lee',
      email: email.toLowerCase(),
      active: false,
      phone: null,
    });
    expect(decodeProtectedHeader(body.accessToken).alg).toBe('HS256');
    const claims = decodeJwt(body.accessToken);
    expect(claims.sub).toBe(body.user.id);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const mail = await context.smtp.waitFor(email.toLowerCase(), 'Your Frontdesk activation code');
    expect(mail.text).toMatch(/Your activation code is \d{6}/);
  });

  it('stores a hash of the password (argon2id) and of the code, never the plain values', async () => {
    const { user, code } = await signUp(context);
    const [row] = await context.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [stored] = await context.database.db
      .select()
      .from(activationCodes)
      .where(eq(activationCodes.userId, user.id));
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.codeHash).toHaveLength(64);
  });

  it('answers a taken e-mail like a new one and mails its owner to sign in, changing nothing', async () => {
    const existing = await signUpActive(context);
    const email = existing.email.toLowerCase();
    const [before] = await context.database.db.select().from(users).where(eq(users.email, email));
    const register = (password: string) =>
      call(context.app, 'POST', '/auth/register', {
        body: { name: 'Other Person', email: existing.email.toUpperCase(), password },
        ip: '198.51.100.20',
      });

    const response = await register('An0ther!Passw0rd');
    const fresh = await call(context.app, 'POST', '/auth/register', {
      body: { name: 'Other Person', email: uniqueEmail(), password: 'An0ther!Passw0rd' },
      ip: '198.51.100.20',
    });
    expect(response.statusCode).toBe(201);
    expect(response.statusCode).toBe(fresh.statusCode);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(fresh.json().user).sort());
    expect(body.user).toMatchObject({ name: 'Other Person', email, active: false, phone: null });
    // The token names no account: not the owner's, and not usable for anything.
    expect(body.user.id).not.toBe(before!.id);
    expect(decodeJwt(body.accessToken).sub).toBe(body.user.id);
    const me = await call(context.app, 'GET', '/auth/me', { token: body.accessToken });
    expect(me.statusCode).toBe(401);

    const mail = await context.smtp.waitFor(email, 'You already have a Frontdesk account');
    expect(mail.text).toContain('Sign in here:\nhttp://app.test/sign-in');
    expect(mail.text).toContain("Forgot your password? Choose 'Forgot your password?'");
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(mail.text).not.toContain('Other Person');

    const [after] = await context.database.db.select().from(users).where(eq(users.email, email));
    expect(after).toEqual(before);
    const codes = await context.database.db
      .select()
      .from(activationCodes)
      .where(eq(activationCodes.userId, before!.id));
    expect(codes).toEqual([]);
    const signIn = await call(context.app, 'POST', '/auth/login', {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ id: before!.id, name: 'Test User', active: true });
  });

  it('mails the owner of a taken e-mail at most 3 times an hour, answering 201 all the same', async () => {
    const { email } = await signUpActive(context);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await call(context.app, 'POST', '/auth/register', {
        body: { name: 'Again', email, password: STRONG_PASSWORD },
        ip: `198.51.100.${30 + attempt}`,
      });
      expect(response.statusCode).toBe(201);
    }
    await context.jobs.drain();
    const notices = context.smtp.received.filter(
      (mail) => mail.to.includes(email.toLowerCase()) && mail.subject.includes('already have'),
    );
    expect(notices).toHaveLength(3);
  });

  it.each([
    [{ name: '', email: 'a@b.co', password: STRONG_PASSWORD }, 'Name is required.'],
    [{ name: 'A', email: 'nope', password: STRONG_PASSWORD }, 'Please enter a valid email.'],
    [{ name: 'A', email: 'a@b.co', password: 'Sh0rt!' }, 'Password must be at least 8 characters.'],
    [
      { name: 'A', email: 'a@b.co', password: 'lower1234!' },
      'Must contain at least one uppercase letter.',
    ],
    [{ name: 'A', email: 'a@b.co', password: 'NoDigits!!' }, 'Must contain at least one number.'],
    [{ name: 'A', email: 'a@b.co', password: 'NoSymbol12' }, 'Must contain at least one symbol.'],
  ])('rejects %j with the spec message', async (body, message) => {
    const response = await call(context.app, 'POST', '/auth/register', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', message });
  });

  it('answers 400 to a body that is not JSON, and to a missing body', async () => {
    const broken = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('invalid_json');
    const empty = await call(context.app, 'POST', '/auth/register');
    expect(empty.statusCode).toBe(400);
  });
});

describe('login and the session', () => {
  it('signs in case-insensitively and answers the user', async () => {
    const { email } = await signUp(context);
    const response = await call(context.app, 'POST', '/auth/login', {
      body: { email: email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email.toLowerCase());
    const me = await call(context.app, 'GET', '/auth/me', { token: response.json().accessToken });
    expect(me.json().email).toBe(email.toLowerCase());
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp(context);
    const wrong = await call(context.app, 'POST', '/auth/login', {
      body: { email, password: 'Wrong!Passw0rd' },
      ip: '10.1.0.1',
    });
    const unknown = await call(context.app, 'POST', '/auth/login', {
      body: { email: uniqueEmail('ghost'), password: STRONG_PASSWORD },
      ip: '10.1.0.1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses a missing, tampered, unsigned or expired-format token', async () => {
    const { token } = await signUp(context);
    expect((await call(context.app, 'GET', '/auth/me')).statusCode).toBe(401);
    const [header, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await call(context.app, 'GET', '/auth/me', { token: unsigned })).statusCode).toBe(401);
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await call(context.app, 'GET', '/auth/me', { token: tampered })).statusCode).toBe(401);
    expect((await call(context.app, 'GET', '/auth/me', { token: 'garbage' })).json().code).toBe(
      'unauthorized',
    );
  });

  it('throttles failures per account and IP without locking the owner out elsewhere', async () => {
    const { email } = await signUp(context);
    const attacker = '203.0.113.9';
    for (let i = 0; i < 5; i++) {
      const response = await call(context.app, 'POST', '/auth/login', {
        body: { email, password: 'Wrong!Passw0rd' },
        ip: attacker,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await call(context.app, 'POST', '/auth/login', {
      body: { email, password: STRONG_PASSWORD },
      ip: attacker,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await call(context.app, 'POST', '/auth/login', {
      body: { email, password: STRONG_PASSWORD },
      ip: '198.51.100.20',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('throttles one IP spraying many accounts', async () => {
    const sprayer = '203.0.113.77';
    let status = 0;
    for (let i = 0; i < 51 && status !== 429; i++) {
      const response = await call(context.app, 'POST', '/auth/login', {
        body: { email: uniqueEmail('spray'), password: 'Wrong!Passw0rd' },
        ip: sprayer,
      });
      status = response.statusCode;
    }
    expect(status).toBe(429);
  });

  it('ends the session on the server at sign-out', async () => {
    const { token } = await signUp(context);
    expect((await call(context.app, 'POST', '/auth/logout', { token })).statusCode).toBe(204);
    const after = await call(context.app, 'GET', '/auth/me', { token });
    expect(after.statusCode).toBe(401);
  });

  it('updates the profile name and phone', async () => {
    const { token } = await signUp(context);
    const response = await call(context.app, 'PATCH', '/auth/profile', {
      token,
      body: { name: 'New Name', phone: '+1 555 0100' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'New Name', phone: '+1 555 0100' });
    const invalid = await call(context.app, 'PATCH', '/auth/profile', {
      token,
      body: { name: ' ' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Name is required');
  });
});

describe('logs', () => {
  it('never contain a password, an access token or a code', async () => {
    const { token, code, email } = await signUp(context);
    await call(context.app, 'POST', '/auth/login', { body: { email, password: STRONG_PASSWORD } });
    await call(context.app, 'GET', '/auth/me', { token });
    const text = context.logs.join('\n');
    expect(text).toContain('/api/v1/auth/me');
    expect(text).not.toContain(STRONG_PASSWORD);
    expect(text).not.toContain(token);
    expect(text).not.toContain(`is ${code}`);
  });
});

// The whole log of a journey through the product, searched for every secret and every word a
// customer wrote: none of them may appear, at any depth of any log line.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionsBehaviour } from '../test/support/chat-completions-server';
import {
  addKnowledge,
  call,
  STRONG_PASSWORD,
  signUp,
  useModelTestContext,
} from '../test/support/test-app';

const behaviour: ChatCompletionsBehaviour = { reply: 'Our opening hours are 9 to 5.' };
const { context } = useModelTestContext(behaviour, { LLM_API_KEY: 'sk-journey-model-secret' });

const CUSTOMER_MESSAGE = 'My parcel ZEBRA-PELICAN-4711 never arrived at Quillfeather Lane 9';
const ANSWERED_MESSAGE = 'Is the MARMALADE-OSPREY-1893 order ready?';
const NEW_PASSWORD = 'N3w!Journey-Passw0rd';

/** A 6-digit code standing on its own (not part of a timestamp, an id or a duration). */
const standingAlone = (code: string) => new RegExp(`(?<![\\w.:-])${code}(?![\\w.-])`);

async function journey() {
  const account = await signUp(context);
  await call(context.app, 'POST', '/auth/activate', {
    token: account.token,
    body: { code: account.code },
  });
  await call(context.app, 'POST', '/auth/login', {
    body: { email: account.email, password: 'Wrong!Passw0rd' },
  });

  await call(context.app, 'POST', '/auth/reset-password', { body: { email: account.email } });
  const mail = await context.smtp.waitFor(account.email, 'Reset your Frontdesk password');
  const resetLink = /http:\/\/\S+/.exec(mail.text)![0];
  const resetToken = new URL(resetLink).searchParams.get('token')!;
  // A client that puts a secret in the query string: the logged URL must not keep it.
  await context.app.inject({ method: 'GET', url: `/api/v1/auth/me?token=${resetToken}` });
  await context.app.inject({
    method: 'GET',
    url: new URL(resetLink).pathname + new URL(resetLink).search,
  });
  await call(context.app, 'POST', '/auth/reset-password/change', {
    body: { email: account.email, token: resetToken, password: NEW_PASSWORD },
  });
  const login = await call(context.app, 'POST', '/auth/login', {
    body: { email: account.email, password: NEW_PASSWORD },
  });
  const sessionToken = login.json().accessToken as string;

  const organization = await call(context.app, 'POST', '/organizations', {
    token: sessionToken,
    body: { name: 'Journey Ltd', description: '', industry: 'Technology' },
  });
  const switched = await call(context.app, 'GET', `/auth/organization/${organization.json().id}`, {
    token: sessionToken,
  });
  const token = switched.json().accessToken as string;
  await call(context.app, 'POST', '/billing/checkout', { token, body: { plan: 'professional' } });
  await addKnowledge(context, token, 'We are open from 9 to 5 on weekdays.');
  const key = (
    await call(context.app, 'POST', '/api-keys', {
      token,
      body: { name: 'Website', allowedOrigins: [] },
    })
  ).json().key as string;

  const ask = (message: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: { authorization: key, cookie: `session=${sessionToken}` },
      payload: { message },
    });
  const answered = await ask(ANSWERED_MESSAGE);
  behaviour.failWith = 500;
  const failed = await ask(CUSTOMER_MESSAGE);
  behaviour.failWith = undefined;
  return {
    account,
    secrets: [
      account.token,
      sessionToken,
      token,
      resetToken,
      resetLink,
      key,
      STRONG_PASSWORD,
      NEW_PASSWORD,
      'sk-journey-model-secret',
      CUSTOMER_MESSAGE,
      'ZEBRA-PELICAN-4711',
      'Quillfeather',
      ANSWERED_MESSAGE,
      'MARMALADE-OSPREY-1893',
    ],
    statuses: [answered.statusCode, failed.statusCode],
  };
}

describe('the log of a whole journey', () => {
  it('holds no token, code, password, key, prompt or customer message, at any depth', async () => {
    const { account, secrets, statuses } = await journey();
    expect(statuses).toEqual([200, 200]);
    const text = context.logs.join('\n');
    // The journey was logged: requests, the failed model call, the mails.
    expect(text).toContain('/api/v1/conversations');
    expect(text).toContain('model call failed');
    expect(text).toContain('mail sent');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(standingAlone(account.code));
    // Nor the prompt the model was given (the business's instructions and knowledge).
    expect(text).not.toContain('open from 9 to 5 on weekdays');
  });
});

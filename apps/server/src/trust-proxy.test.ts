// Per-IP limits are only as good as the client address: X-Forwarded-For is written by whoever
// sends the request, so only the entries added by our own proxies may be believed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext, uniqueEmail } from '../test/support/test-app';
import { throttles } from './modules/auth/auth.service';

const contexts: { direct?: TestContext; behindOneProxy?: TestContext } = {};
beforeAll(async () => {
  contexts.direct = await createTestContext();
  contexts.behindOneProxy = await createTestContext({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await contexts.direct?.close();
  await contexts.behindOneProxy?.close();
});

const attempts = throttles.loginPerAccountAndIp.limit + 1;

/** Wrong passwords for one account, each request with the X-Forwarded-For that `forwardedFor` makes. */
async function wrongLogins(context: TestContext, forwardedFor: (attempt: number) => string) {
  const email = uniqueEmail('proxy');
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const response = await call(context.app, 'POST', '/auth/login', {
      body: { email, password: 'Wrong!Passw0rd' },
      ip: '10.9.0.1',
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('the client address', () => {
  it('ignores X-Forwarded-For by default: a spoofed entry lands in the same limit bucket', async () => {
    const statuses = await wrongLogins(contexts.direct!, (i) => `192.0.2.${i + 1}`);
    expect(statuses.at(-1)).toBe(429);
  });

  it('behind one proxy, believes the entry that proxy added (the rightmost), not the leftmost', async () => {
    const context = contexts.behindOneProxy!;
    const spoofedLeft = await wrongLogins(context, (i) => `192.0.2.${i + 1}, 203.0.113.50`);
    expect(spoofedLeft.at(-1)).toBe(429);

    const realClients = await wrongLogins(context, (i) => `192.0.2.99, 203.0.113.${60 + i}`);
    expect(realClients).toEqual(Array(attempts).fill(401));
  });
});

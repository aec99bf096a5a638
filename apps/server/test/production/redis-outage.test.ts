/**
 * The whole application on a Redis of the test's own, which the test stops and starts again:
 * while Redis is away customers are answered and mail goes out (limits and jobs in process, a
 * warning, a metric, /readyz saying so); once it is back, limits and jobs use it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresRerun } from '../support/database';
import { type OwnRedis, startOwnRedis, uniquePrefix } from '../support/redis';
import { businessWithKey, call, createTestContext, type TestContext } from '../support/test-app';

const readiness = async (context: TestContext) => {
  const started = Date.now();
  const response = await context.app.inject('/readyz');
  return { status: response.statusCode, body: response.json(), ms: Date.now() - started };
};

/** The counter of rate-limit decisions taken in process, as /metrics shows it. */
async function fallbacksInMetrics(context: TestContext): Promise<number> {
  const text = (await context.app.inject('/metrics')).body;
  const line = text
    .split('\n')
    .find((row) => row.startsWith('frontdesk_rate_limit_fallbacks_total'));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

describe.skipIf(isPostgresRerun)('a Redis outage, end to end', () => {
  let redis: OwnRedis | undefined;
  let context: TestContext;
  beforeAll(async () => {
    redis = await startOwnRedis();
    if (!redis) return;
    context = await createTestContext({
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: uniquePrefix('outage-app'),
    });
  });
  afterAll(async () => {
    await context?.close();
    await redis?.close();
  });

  const ask = (key: string) =>
    call(context.app, 'POST', '/conversations', {
      headers: { authorization: key },
      body: { message: 'How much is a cleaning?' },
      ip: '198.51.100.7',
    });

  it('keeps answering customers and mailing, then goes back to Redis', async (test) => {
    if (!redis) return test.skip();
    const business = await businessWithKey(context, 'A cleaning costs $120.');
    expect((await ask(business.key)).statusCode).toBe(200);
    expect((await readiness(context)).body).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok' },
    });
    expect(await fallbacksInMetrics(context)).toBe(0);

    await redis.stop();
    const during = await ask(business.key);
    expect(during.statusCode).toBe(200);
    expect(during.json().messages[1].content).toContain('$120');
    const ready = await readiness(context);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'degraded',
      checks: { database: 'ok', redis: 'unavailable' },
    });
    expect(ready.ms).toBeLessThan(2500);
    expect(await fallbacksInMetrics(context)).toBeGreaterThan(0);
    // Mail still goes out: its job runs in this process.
    await call(context.app, 'POST', '/auth/reset-password', { body: { email: business.email } });
    await context.smtp.waitFor(business.email.toLowerCase(), 'Reset your Frontdesk password');
    expect(
      context.logs.some((line) => line.includes('rate limits are counted in each process')),
    ).toBe(true);

    await redis.start();
    await expect
      .poll(async () => (await readiness(context)).body.status, { timeout: 10_000 })
      .toBe('ready');
    // A limit that failed in flight pauses Redis for a few seconds; then turns count there again.
    const fallbacksOfOneTurn = async () => {
      const before = await fallbacksInMetrics(context);
      expect((await ask(business.key)).statusCode).toBe(200);
      return (await fallbacksInMetrics(context)) - before;
    };
    await expect.poll(fallbacksOfOneTurn, { timeout: 10_000 }).toBe(0);
    const mailsBefore = context.smtp.countTo(business.email.toLowerCase());
    await call(context.app, 'POST', '/auth/reset-password', {
      body: { email: business.email },
      ip: '198.51.100.8',
    });
    await expect
      .poll(() => context.smtp.countTo(business.email.toLowerCase()), { timeout: 10_000 })
      .toBe(mailsBefore + 1);
    expect(context.logs.some((line) => line.includes('Redis is back: rate limits'))).toBe(true);
  });
});

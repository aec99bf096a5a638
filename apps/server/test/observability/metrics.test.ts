import { describe, expect, it } from 'vitest';
import { createMetrics } from '../../src/platform/metrics';
import {
  businessWithKey,
  call,
  createTestContext,
  type TestContext,
  useTestContext,
} from '../support/test-app';

const context = useTestContext();
const CLEANING = 'A standard dental cleaning costs $120. Deep cleanings are priced from $250.';

const scrape = (app: TestContext['app'], remoteAddress = '127.0.0.1', headers = {}) =>
  app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** The value of one sample line, e.g. `name{a="b"} 3`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        wanted.every((pair) => l.includes(pair)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('counts requests by route template and status, and times the turn, retrieval and model', async () => {
    const { key, token } = await businessWithKey(context, CLEANING);
    const turn = await context.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: { authorization: key },
      payload: { message: 'How much is a cleaning?' },
    });
    expect(turn.statusCode).toBe(200);
    const { conversationId } = turn.json();
    const review = await call(context.app, 'GET', `/conversations/${conversationId}`, { token });
    expect(review.statusCode).toBe(200);

    const response = await scrape(context.app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const route = { method: 'POST', route: '/api/v1/conversations', status: '200' };
    expect(sample(text, 'frontdesk_http_requests_total', route)).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'frontdesk_http_requests_total', {
        method: 'GET',
        route: '/api/v1/conversations/:id',
        status: '200',
      }),
    ).toBe(1);
    // Ids and keys never become label values.
    expect(text).not.toContain(conversationId);
    expect(text).not.toContain(key);
    expect(
      sample(text, 'frontdesk_turn_duration_seconds_count', {
        channel: 'api',
        outcome: 'answered',
      }),
    ).toBe(1);
    expect(
      sample(text, 'frontdesk_retrieval_duration_seconds_count', {
        mode: 'full-text',
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(
      sample(text, 'frontdesk_model_duration_seconds_count', {
        provider: 'builtin',
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports the PostgreSQL pool, and nothing of a pool on PGlite', async () => {
    await context.app.inject('/readyz');
    const text = (await scrape(context.app)).body;
    const open = sample(text, 'frontdesk_db_pool_connections');
    if (context.database.kind === 'postgres') expect(open).toBeGreaterThanOrEqual(1);
    else expect(open).toBe(0);
    expect(sample(text, 'frontdesk_db_pool_waiting_queries')).toBe(0);
  });

  it('is served to loopback only: others, and relayed requests, get a 404', async () => {
    expect((await scrape(context.app, '203.0.113.9')).statusCode).toBe(404);
    expect((await scrape(context.app, '::1')).statusCode).toBe(200);
    expect((await scrape(context.app, '::ffff:127.0.0.1')).statusCode).toBe(200);
    // A proxy on this machine forwards the world's requests from loopback.
    const relayed = await scrape(context.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
    expect(relayed.statusCode).toBe(404);
    expect(relayed.json().code).toBe('not_found');
  });

  it('is served to others with the METRICS_TOKEN bearer, and only with it', async () => {
    const token = 'scrape-token-0123456789abcdef';
    const guarded = await createTestContext({ METRICS_TOKEN: token });
    try {
      const outside = '198.51.100.7';
      expect((await scrape(guarded.app, outside)).statusCode).toBe(404);
      const wrong = await scrape(guarded.app, outside, { authorization: `Bearer ${token}x` });
      expect(wrong.statusCode).toBe(404);
      const right = await scrape(guarded.app, outside, { authorization: `Bearer ${token}` });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('frontdesk_http_requests_total');
    } finally {
      await guarded.close();
    }
  });
});

describe('metrics fed from outside the request path', () => {
  it('reads queue depths at each scrape and counts job failures', async () => {
    const metrics = createMetrics();
    let waiting = 3;
    metrics.registerQueue({ name: 'mail', depth: () => waiting });
    metrics.registerQueue({ name: 'embeddings', depth: async () => 0 });
    metrics.jobFailed('mail');
    metrics.jobFailed('mail');
    let text = await metrics.render();
    expect(sample(text, 'frontdesk_queue_depth', { queue: 'mail' })).toBe(3);
    expect(sample(text, 'frontdesk_queue_depth', { queue: 'embeddings' })).toBe(0);
    expect(sample(text, 'frontdesk_queue_jobs_failed_total', { queue: 'mail' })).toBe(2);
    waiting = 0;
    text = await metrics.render();
    expect(sample(text, 'frontdesk_queue_depth', { queue: 'mail' })).toBe(0);
  });

  it('follows the rate-limit store’s count of fallbacks to in-process limits', async () => {
    const metrics = createMetrics();
    let fallbacks = 0;
    metrics.registerRateLimitFallbacks(() => fallbacks);
    expect(sample(await metrics.render(), 'frontdesk_rate_limit_fallbacks_total')).toBe(0);
    fallbacks = 4;
    expect(sample(await metrics.render(), 'frontdesk_rate_limit_fallbacks_total')).toBe(4);
    fallbacks = 5;
    expect(sample(await metrics.render(), 'frontdesk_rate_limit_fallbacks_total')).toBe(5);
  });
});

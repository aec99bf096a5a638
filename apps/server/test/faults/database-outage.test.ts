import { describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../support/smtp';
import { askPublic, reviewConversation, setUpBusiness } from './support/business';
import { createThrowawayDatabase, PROJECT_DATABASE, postgresAddress } from './support/databases';
import { startServerProcess } from './support/server-process';
import { startTcpProxy } from './support/tcp-proxy';

/** A request during the outage must be refused within this, not hang until a client gives up. */
const FAIL_FAST_MS = 2_000;

async function timedFetch(work: () => Promise<Response>) {
  const startedAt = Date.now();
  const response = await work();
  const body = await response.text();
  return { status: response.status, body, headers: response.headers, ms: Date.now() - startedAt };
}

// PostgreSQL only (the PGlite project has no outside database to lose). The database is taken away
// by a TCP proxy in front of the shared server: cutting it drops every open connection and
// refuses new ones, which is what the server's clients see while PostgreSQL restarts.
describe.skipIf(PROJECT_DATABASE !== 'postgres')('PostgreSQL restarts', () => {
  it('answers 503 at once while it is away, says so on /readyz, and recovers without a restart', async () => {
    const smtp = await startSmtpCapture();
    const database = await createThrowawayDatabase();
    const proxy = await startTcpProxy(postgresAddress());
    const server = await startServerProcess({
      DATA_DIR: '/nonexistent-data-dir',
      SMTP_URL: smtp.url,
      DATABASE_URL: database.urlVia('127.0.0.1', proxy.port),
      PUBLIC_API_RATE_LIMITS: 'off',
    });
    try {
      const business = await setUpBusiness(server.baseUrl, smtp);
      const before = await askPublic(server.baseUrl, business.key, { message: 'Open Saturday?' });
      expect(before.status).toBe(200);
      const { conversationId } = (await before.json()) as { conversationId: string };

      await proxy.cut();
      for (let attempt = 0; attempt < 3; attempt++) {
        const turn = await timedFetch(() =>
          askPublic(server.baseUrl, business.key, { message: 'And Sunday?', conversationId }),
        );
        expect(turn.status, turn.body).toBe(503);
        expect(JSON.parse(turn.body)).toMatchObject({
          statusCode: 503,
          code: 'service_unavailable',
          message: 'The service is temporarily unavailable.',
        });
        expect(turn.headers.get('retry-after')).toBe('5');
        expect(turn.ms).toBeLessThan(FAIL_FAST_MS);
      }
      const ready = await timedFetch(() => fetch(`${server.baseUrl}/readyz`));
      expect(ready.status).toBe(503);
      expect(ready.ms).toBeLessThan(FAIL_FAST_MS);
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      // Nothing internal is shown to the customer.
      expect(server.output()).not.toContain('"level":60');

      await proxy.restore();
      const deadline = Date.now() + 10_000;
      while ((await fetch(`${server.baseUrl}/readyz`)).status !== 200) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((wait) => setTimeout(wait, 100));
      }
      const after = await askPublic(server.baseUrl, business.key, {
        message: 'And Sunday?',
        conversationId,
      });
      expect(after.status).toBe(200);
      const { messages } = await reviewConversation(server.baseUrl, business.token, conversationId);
      expect(messages.map((m) => m.content).filter((c) => c === 'And Sunday?')).toHaveLength(1);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.kill();
      await proxy.close();
      await smtp.close();
      await database.drop();
    }
  }, 120_000);
});

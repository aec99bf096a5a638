import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test/support/test-app';
import { loadConfig } from './platform/config';
import { serverTimeouts } from './platform/server-timeouts';

const context = useTestContext({ REQUEST_TIMEOUT_MS: '500' });

/** Sends a request's headers, never its body; answers what came back and when the socket closed. */
function startButNeverFinish(port: number) {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  socket.write(
    'POST /api/v1/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
  );
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.on('close', () => resolve({ afterMs: Date.now() - started, received }));
  });
  // The test fails (rather than hangs) on a server that waits forever.
  const gaveUp = new Promise<'still open'>((resolve) =>
    setTimeout(() => resolve('still open'), 4_000).unref(),
  );
  return Promise.race([closed, gaveUp]).finally(() => socket.destroy());
}

describe('server timeouts', () => {
  it('disconnects a client that never finishes its request, within REQUEST_TIMEOUT_MS', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const address = context.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const outcome = await startButNeverFinish(address.port);
    expect(outcome).not.toBe('still open');
    if (outcome === 'still open') return;
    expect(outcome.afterMs).toBeGreaterThanOrEqual(400);
    expect(outcome.afterMs).toBeLessThan(2_000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('never cuts a turn: an idle connection lives longer than the model may take', () => {
    const config = loadConfig({ NODE_ENV: 'test', LLM_TIMEOUT_MS: '45000' });
    const timeouts = serverTimeouts(config);
    expect(timeouts.requestTimeout).toBe(30_000);
    expect(timeouts.connectionTimeout).toBeGreaterThan(45_000);
    expect(timeouts.keepAliveTimeout).toBeGreaterThan(0);
    expect(timeouts.keepAliveTimeout).toBeLessThanOrEqual(120_000);
  });
});

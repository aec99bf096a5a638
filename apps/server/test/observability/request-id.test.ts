import { describe, expect, it } from 'vitest';
import type { ChatCompletionsBehaviour } from '../support/chat-completions-server';
import { businessWithKey, useModelTestContext } from '../support/test-app';

// A failing model makes the operator log through its own logger, not the request's: its line
// must carry the request id all the same.
const behaviour: ChatCompletionsBehaviour = { reply: 'unused', failWith: 500 };
const { context } = useModelTestContext(behaviour, { LLM_TIMEOUT_MS: '5000' });

const ask = (key: string, headers: Record<string, string> = {}) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/conversations',
    headers: { authorization: key, ...headers },
    payload: { message: 'Are you open on Sundays?' },
  });

describe('request ids', () => {
  it('puts the request id on every line logged for the request, once, and in X-Request-Id', async () => {
    const { key } = await businessWithKey(context, 'We are open Monday to Saturday.');
    const firstLine = context.logs.length;
    const response = await ask(key, { 'x-request-id': 'edge-7f3a.9_b' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('edge-7f3a.9_b');

    const lines = context.logs.slice(firstLine);
    const messages = lines.map((line) => JSON.parse(line).msg);
    expect(messages).toContain('incoming request');
    expect(messages).toContain('model call failed');
    expect(messages).toContain('request completed');
    for (const line of lines) {
      expect(JSON.parse(line).reqId, line).toBe('edge-7f3a.9_b');
      expect(line.match(/"reqId"/g), line).toHaveLength(1);
    }
  });

  it('puts it on a streamed turn too', async () => {
    const { key } = await businessWithKey(context, 'We are open Monday to Saturday.');
    const firstLine = context.logs.length;
    const response = await ask(key, { 'x-request-id': 'stream-1', accept: 'text/event-stream' });
    expect(response.headers['x-request-id']).toBe('stream-1');
    expect(response.body).toContain('event: done');
    const failed = context.logs
      .slice(firstLine)
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'model call failed');
    expect(failed?.reqId).toBe('stream-1');
  });

  it('replaces an incoming id that is not a short safe token, and makes one when there is none', async () => {
    const health = (headers: Record<string, string> = {}) =>
      context.app.inject({ method: 'GET', url: '/healthz', headers });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const unsafe of ['a b', '<script>', 'x'.repeat(65), 'id\u00e9', '../etc']) {
      const response = await health({ 'x-request-id': unsafe });
      expect(response.headers['x-request-id'], unsafe).toMatch(uuid);
    }
    expect((await health({ 'x-request-id': 'x'.repeat(64) })).headers['x-request-id']).toBe(
      'x'.repeat(64),
    );
    const generated = await health();
    expect(generated.headers['x-request-id']).toMatch(uuid);
    expect((await health()).headers['x-request-id']).not.toBe(generated.headers['x-request-id']);
  });
});

import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APOLOGY_MESSAGE } from '../../src/operator/model-run';
import type { ChatCompletionsBehaviour } from '../support/chat-completions-server';
import {
  businessWithKey,
  call,
  createTestContext,
  type TestContext,
  useModelTestContext,
} from '../support/test-app';
import { findFreePort } from './support/server-process';

// A customer asks through the public API while the model provider or a tool endpoint misbehaves:
// each case must answer 200 with a clear reply, keep the conversation, and take bounded time.
const LLM_TIMEOUT_MS = 1500;
const TOOL_TIMEOUT_MS = 500;
const behaviour: ChatCompletionsBehaviour = { reply: 'Here is what I found.' };
const { context, model } = useModelTestContext(behaviour, {
  LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS),
  TOOL_TIMEOUT_MS: String(TOOL_TIMEOUT_MS),
  TOOL_ALLOWED_HOSTS: '127.0.0.1',
});
const KNOWLEDGE = 'Orders ship within two days. We are open Monday to Saturday.';

/** A tool endpoint that accepts connections and never answers a byte. */
let hanging: { port: number; close(): Promise<void> };
beforeAll(async () => {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => {}); // read the request, answer nothing
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  hanging = {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
});
afterAll(async () => {
  await hanging?.close();
});
beforeEach(() => {
  behaviour.failWith = undefined;
  behaviour.delayMs = undefined;
  behaviour.toolCall = undefined;
});

function ask(
  target: TestContext,
  key: string,
  body: { message: string; conversationId?: string },
  stream = false,
) {
  return target.app.inject({
    method: 'POST',
    url: '/api/v1/conversations',
    headers: { authorization: key, ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload: body,
  });
}

async function timed<T>(work: () => Promise<T>) {
  const startedAt = Date.now();
  const result = await work();
  return { result, ms: Date.now() - startedAt };
}

async function reviewed(target: TestContext, token: string, conversationId: string) {
  const detail = await call(target.app, 'GET', `/conversations/${conversationId}`, { token });
  return (detail.json().messages as { content: string }[]).map((m) => m.content);
}

/** How many model runs or tool calls ended with `outcome` so far, from GET /metrics. */
async function countOf(target: TestContext, metric: 'model' | 'tool', outcome: string) {
  const text = (await target.app.inject({ method: 'GET', url: '/metrics' })).body;
  const labels =
    metric === 'model'
      ? `provider="openai-compatible",outcome="${outcome}"`
      : `outcome="${outcome}"`;
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`frontdesk_${metric}_duration_seconds_count{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('the model provider misbehaves', () => {
  it('is down (nothing listens): the customer gets the apology and the conversation is kept', async () => {
    const down = await createTestContext({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: `http://127.0.0.1:${await findFreePort()}/v1`,
      LLM_MODEL: 'test-model',
      // Long enough for the one retry (after ~2 s): a provider that is down is an error, not a timeout.
      LLM_TIMEOUT_MS: '10000',
    });
    try {
      const { key, token } = await businessWithKey(down, KNOWLEDGE);
      const first = await timed(() => ask(down, key, { message: 'When do orders ship?' }));
      expect(first.result.statusCode).toBe(200);
      expect(first.result.json().messages[1].content).toBe(APOLOGY_MESSAGE);
      expect(first.ms).toBeLessThan(5_000);
      const { conversationId } = first.result.json();
      const second = await ask(down, key, { conversationId, message: 'Hello?' });
      expect(second.statusCode).toBe(200);
      expect(await reviewed(down, token, conversationId)).toEqual([
        'When do orders ship?',
        APOLOGY_MESSAGE,
        'Hello?',
        APOLOGY_MESSAGE,
      ]);
      expect(await countOf(down, 'model', 'error')).toBe(2);
    } finally {
      await down.close();
    }
  });

  it('fails (HTTP 503): apology, and the next turn continues the same conversation', async () => {
    const { key, token } = await businessWithKey(context, KNOWLEDGE);
    behaviour.failWith = 503;
    const failed = await ask(context, key, { message: 'When do orders ship?' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().messages[1].content).toBe(APOLOGY_MESSAGE);

    behaviour.failWith = undefined;
    const { conversationId } = failed.json();
    const recovered = await ask(context, key, { conversationId, message: 'Try again?' });
    expect(recovered.json().messages[3].content).toBe(behaviour.reply);
    expect(await reviewed(context, token, conversationId)).toEqual([
      'When do orders ship?',
      APOLOGY_MESSAGE,
      'Try again?',
      behaviour.reply,
    ]);
  });

  it('is slower than LLM_TIMEOUT_MS: apology at the timeout, as JSON and as a stream', async () => {
    const { key, token } = await businessWithKey(context, KNOWLEDGE);
    const timeoutsBefore = await countOf(context, 'model', 'timeout');
    behaviour.delayMs = 60_000;
    const json = await timed(() => ask(context, key, { message: 'When do orders ship?' }));
    expect(json.result.json().messages[1].content).toBe(APOLOGY_MESSAGE);
    expect(json.ms).toBeGreaterThanOrEqual(LLM_TIMEOUT_MS - 50);
    expect(json.ms).toBeLessThan(LLM_TIMEOUT_MS + 1000);

    const { conversationId } = json.result.json();
    const stream = await timed(() =>
      ask(context, key, { conversationId, message: 'Still there?' }, true),
    );
    expect(stream.ms).toBeLessThan(LLM_TIMEOUT_MS + 1000);
    expect(stream.result.body).toContain(
      `event: delta\ndata: ${JSON.stringify({ text: APOLOGY_MESSAGE })}`,
    );
    const done = /event: done\ndata: (.+)/.exec(stream.result.body)?.[1];
    expect(JSON.parse(done!).messages.at(-1).content).toBe(APOLOGY_MESSAGE);
    expect(await reviewed(context, token, conversationId)).toHaveLength(4);
    expect((await countOf(context, 'model', 'timeout')) - timeoutsBefore).toBe(2);
  });
});

describe('a tool endpoint misbehaves', () => {
  async function businessWithTool(endpoint: string) {
    const business = await businessWithKey(context, KNOWLEDGE);
    const created = await call(context.app, 'POST', '/tools', {
      token: business.token,
      body: {
        name: 'lookup_order',
        description: 'Looks up an order by its number.',
        endpoint,
        method: 'GET',
        payload: JSON.stringify({
          type: 'object',
          properties: { order_number: { type: 'string' } },
          required: ['order_number'],
        }),
        authentication: 'None',
        access: 'anyone',
      },
    });
    if (created.statusCode !== 201) throw new Error(created.body);
    return business;
  }

  it('hangs: the call is cut at TOOL_TIMEOUT_MS, the model is told, the customer answered', async () => {
    const { key, token } = await businessWithTool(`http://127.0.0.1:${hanging.port}/orders`);
    behaviour.toolCall = { name: 'lookup_order', arguments: { order_number: 'A-1' } };
    const turn = await timed(() => ask(context, key, { message: 'Where is order A-1?' }));
    expect(turn.result.statusCode).toBe(200);
    expect(turn.ms).toBeGreaterThanOrEqual(TOOL_TIMEOUT_MS - 50);
    expect(turn.ms).toBeLessThan(LLM_TIMEOUT_MS);
    const answer = turn.result.json().messages[1].content;
    expect(answer).toContain('Here is what I found.');
    expect(answer).toContain('did not answer in time');
    const toolResult = model.requests.at(-1)!.messages.find((m) => m.role === 'tool');
    expect(toolResult?.content).toContain(`no answer within ${TOOL_TIMEOUT_MS} ms`);
    const { conversationId } = turn.result.json();
    expect(await reviewed(context, token, conversationId)).toEqual(['Where is order A-1?', answer]);
    expect(await countOf(context, 'tool', 'timeout')).toBe(1);
  });

  it('is down (nothing listens): the call fails at once, the customer answered', async () => {
    const { key } = await businessWithTool(`http://127.0.0.1:${await findFreePort()}/orders`);
    behaviour.toolCall = { name: 'lookup_order', arguments: { order_number: 'A-2' } };
    const turn = await timed(() => ask(context, key, { message: 'Where is order A-2?' }));
    expect(turn.result.statusCode).toBe(200);
    expect(turn.ms).toBeLessThan(LLM_TIMEOUT_MS);
    expect(turn.result.json().messages[1].content).toContain('ECONNREFUSED');
    expect(await countOf(context, 'tool', 'error')).toBe(1);
  });
});

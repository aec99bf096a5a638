import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatRequest } from '../../../test/support/chat-completions-server';
import {
  call,
  createTestContext,
  signUpWithOrganization,
  type TestContext,
} from '../../../test/support/test-app';
import { startToolEndpoint, type ToolEndpoint } from '../../../test/support/tool-endpoint';
import { toolInvocations } from '../../platform/db/schema';
import { TOOL_CALLS_PER_STEP, TOOL_CALLS_PER_TURN } from './toolbox';

const CALLS_PER_STEP = 50;
const CALLING_STEPS = 4;

/**
 * A model on loopback (OpenAI chat-completions, not streamed) that asks for fifty calls of
 * `lookup_order` in each of its first steps, then answers text. The shared test model calls one
 * tool per step, which cannot show a step's calls being capped.
 */
async function startGreedyModel() {
  const requests: ChatRequest[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
    requests.push(body);
    const step = body.messages.filter((m) => m.tool_calls?.length).length;
    const calls = Array.from({ length: CALLS_PER_STEP }, (_, i) => ({
      id: `call_${step}_${i}`,
      type: 'function',
      function: { name: 'lookup_order', arguments: JSON.stringify({ order_number: `A-${i}` }) },
    }));
    const calling = step < CALLING_STEPS;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: calling
              ? { role: 'assistant', content: null, tool_calls: calls }
              : { role: 'assistant', content: 'Here is what I found.' },
            finish_reason: calling ? 'tool_calls' : 'stop',
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let model: Awaited<ReturnType<typeof startGreedyModel>>;
let endpoint: ToolEndpoint;
let context: TestContext;
beforeAll(async () => {
  model = await startGreedyModel();
  endpoint = await startToolEndpoint(() => ({ body: '{"status":"shipped"}' }));
  context = await createTestContext({
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT_MS: '10000',
    TOOL_ALLOWED_HOSTS: '127.0.0.1',
    TOOL_MAX_STEPS: String(CALLING_STEPS + 1),
  });
});
afterAll(async () => {
  await context?.close();
  await endpoint?.close();
  await model?.close();
});

const toolResultsOf = (request: ChatRequest) =>
  request.messages.filter((m) => m.role === 'tool').map((m) => m.content);

describe('tool calls in one turn', () => {
  it('makes a few of the calls a model asks for at once, and a few in the whole turn', async () => {
    const { token, organization } = await signUpWithOrganization(context);
    const created = await call(context.app, 'POST', '/tools', {
      token,
      body: {
        name: 'lookup_order',
        description: 'Looks up an order by its order number.',
        endpoint: endpoint.url('/orders'),
        method: 'GET',
        payload: JSON.stringify({
          type: 'object',
          properties: { order_number: { type: 'string' } },
          required: ['order_number'],
        }),
        authentication: 'None',
      },
    });
    expect(created.statusCode).toBe(201);

    const turn = await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { message: 'Where are all my orders?' },
    });

    expect(turn.statusCode).toBe(200);
    expect(turn.json().messages[1].content).toBe('Here is what I found.');
    // 4 steps of 50 calls: 200 asked for, the turn's allowance made.
    expect(endpoint.requests).toHaveLength(TOOL_CALLS_PER_TURN);
    const stored = await context.database.db
      .select()
      .from(toolInvocations)
      .where(eq(toolInvocations.organizationId, organization.id));
    expect(stored).toHaveLength(TOOL_CALLS_PER_TURN);

    // After the first step the model reads every call's result: a few made, the rest refused.
    const afterFirstStep = toolResultsOf(model.requests[1]!);
    expect(afterFirstStep).toHaveLength(CALLS_PER_STEP);
    const made = afterFirstStep.filter((result) => result.includes('The tool answered'));
    expect(made).toHaveLength(TOOL_CALLS_PER_STEP);
    expect(afterFirstStep.filter((result) => result.includes('Not called: at most'))).toHaveLength(
      CALLS_PER_STEP - TOOL_CALLS_PER_STEP,
    );
    // Once the turn's calls are spent, every later call is refused with that reason.
    const afterLastStep = toolResultsOf(model.requests.at(-1)!).slice(-CALLS_PER_STEP);
    expect(afterLastStep.every((result) => result.includes('Not called'))).toBe(true);
    expect(afterLastStep.some((result) => result.includes('used its'))).toBe(true);
  });
});

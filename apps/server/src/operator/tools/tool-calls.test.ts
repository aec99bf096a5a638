import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  businessToolsOffered,
  type ChatCompletionsBehaviour,
} from '../../../test/support/chat-completions-server';
import { call, signUpWithOrganization, useModelTestContext } from '../../../test/support/test-app';
import { startToolEndpoint, type ToolEndpoint } from '../../../test/support/tool-endpoint';
import { toolInvocations, usageEvents } from '../../platform/db/schema';
import { APOLOGY_MESSAGE } from '../model-run';

// The model provider and the business's endpoint are both real HTTP servers on loopback; the
// endpoint's host is allowed on purpose, as a self-hosted business would allow its own services.
const behaviour: ChatCompletionsBehaviour = { reply: 'Here is what I found.' };
const { context, model } = useModelTestContext(behaviour, {
  LLM_TIMEOUT_MS: '5000',
  TOOL_ALLOWED_HOSTS: '127.0.0.1',
  TOOL_TIMEOUT_MS: '500',
  TOOL_MAX_STEPS: '3',
});
let endpoint: ToolEndpoint;

const BEARER = 'bearer-secret-9c1d2e';
const USERNAME = 'shop-bot';
const PASSWORD = 'basic-secret-3a8f70';
const API_KEY = 'apikey-secret-51be07';

beforeAll(async () => {
  endpoint = await startToolEndpoint((request) => {
    if (request.path === '/slow') return { delayMs: 1500 };
    if (request.path === '/broken') return { status: 500, body: '{"error":"database down"}' };
    // An endpoint that echoes its headers: the secret in them must still not reach the model.
    if (request.path === '/echo') return { body: JSON.stringify({ headers: request.headers }) };
    return {
      body: JSON.stringify({
        order: request.query.get('order_number') ?? 'posted',
        status: 'shipped',
      }),
    };
  });
});
afterAll(async () => {
  await endpoint?.close();
});
beforeEach(() => {
  behaviour.toolCall = undefined;
  behaviour.toolCallRounds = undefined;
});

const ORDER_SCHEMA = JSON.stringify({
  type: 'object',
  properties: { order_number: { type: 'string', pattern: '^A-\\d+$' } },
  required: ['order_number'],
});

async function businessWithTool(tool: Record<string, unknown>) {
  const business = await signUpWithOrganization(context);
  const created = await call(context.app, 'POST', '/tools', {
    token: business.token,
    body: {
      name: 'lookup_order',
      description: 'Looks up an order by its order number.',
      endpoint: endpoint.url('/orders'),
      method: 'GET',
      payload: ORDER_SCHEMA,
      authentication: 'None',
      ...tool,
    },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return { ...business, tool: created.json() };
}

const ask = (token: string, message: string) =>
  call(context.app, 'POST', '/playground/conversations', { token, body: { message } });

/** Everything the model was sent, to check that no secret ever reached it. */
const everythingTheModelSaw = () => JSON.stringify(model.requests);

async function invocationsOf(organizationId: string) {
  return context.database.db
    .select()
    .from(toolInvocations)
    .where(eq(toolInvocations.organizationId, organizationId));
}

describe('tool calls through an OpenAI-compatible model', () => {
  it('calls a GET tool with Bearer auth, gives the model the result, and shows the call in the review', async () => {
    const { token, organization } = await businessWithTool({
      authentication: 'Bearer Token',
      bearerToken: BEARER,
    });
    behaviour.toolCall = { name: 'lookup_order', arguments: { order_number: 'A-100' } };
    const turn = await ask(token, 'Where is my order A-100?');

    const received = endpoint.requests.at(-1)!;
    expect(received.method).toBe('GET');
    expect(received.query.get('order_number')).toBe('A-100');
    expect(received.headers.authorization).toBe(`Bearer ${BEARER}`);

    const offered = model.requests.at(-2)!.tools!;
    expect(offered[0]!.function).toMatchObject({
      name: 'lookup_order',
      description: 'Looks up an order by its order number.',
      parameters: JSON.parse(ORDER_SCHEMA),
    });
    const answer = turn.json().messages[1].content as string;
    expect(answer).toContain('Here is what I found.');
    expect(answer).toContain('"status":"shipped"');
    expect(everythingTheModelSaw()).not.toContain(BEARER);

    const detail = await call(context.app, 'GET', `/conversations/${turn.json().conversationId}`, {
      token,
    });
    const [question, reply] = detail.json().messages;
    expect(question.toolCalls).toEqual([]);
    expect(reply.toolCalls).toEqual([
      {
        name: 'lookup_order',
        arguments: { order_number: 'A-100' },
        status: 'ok',
        durationMs: expect.any(Number),
      },
    ]);
    const metered = await context.database.db
      .select()
      .from(usageEvents)
      .where(
        and(
          eq(usageEvents.organizationId, organization.id),
          eq(usageEvents.feature, 'tools.invocation'),
        ),
      );
    expect(metered.map((row) => row.quantity)).toEqual([1]);
  });

  it('streams a tool call with Basic auth and a JSON body, and keeps the password from the model', async () => {
    const { token, organization } = await businessWithTool({
      method: 'POST',
      endpoint: endpoint.url('/echo'),
      authentication: 'Basic Auth',
      basicAuthUsername: USERNAME,
      basicAuthPassword: PASSWORD,
    });
    behaviour.toolCall = { name: 'lookup_order', arguments: { order_number: 'A-7' } };
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/playground/conversations',
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      payload: { message: 'Order A-7, please.' },
    });
    expect(model.requests.at(-1)!.stream).toBe(true);
    const received = endpoint.requests.at(-1)!;
    expect(received.method).toBe('POST');
    expect(JSON.parse(received.body)).toEqual({ order_number: 'A-7' });
    expect(received.headers['content-type']).toBe('application/json');
    const basic = Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64');
    expect(received.headers.authorization).toBe(`Basic ${basic}`);

    // The endpoint echoed its headers back; the model got them with the credential cut out.
    const toolMessage = model.requests.at(-1)!.messages.find((m) => m.role === 'tool')!;
    expect(toolMessage.content).toContain('[redacted]');
    expect(everythingTheModelSaw()).not.toContain(PASSWORD);
    expect(everythingTheModelSaw()).not.toContain(basic);

    const deltas = [...response.body.matchAll(/event: delta\ndata: (.+)/g)].map(
      (m) => JSON.parse(m[1]!).text,
    );
    const done = JSON.parse(/event: done\ndata: (.+)/.exec(response.body)![1]!);
    expect(deltas.join('')).toBe(done.messages[1].content);
    expect(done.messages[1].content).toContain('Here is what I found.');
    expect((await invocationsOf(organization.id)).map((row) => row.status)).toEqual(['ok']);
  });

  it('sends an API key in its header on a PATCH tool and never shows it to the model', async () => {
    const { token } = await businessWithTool({
      method: 'PATCH',
      authentication: 'API Key',
      apiKey: API_KEY,
      apiKeyHeaderName: 'X-Shop-Key',
    });
    behaviour.toolCall = { name: 'lookup_order', arguments: { order_number: 'A-55' } };
    const turn = await ask(token, 'Update order A-55');
    const received = endpoint.requests.at(-1)!;
    expect(received.method).toBe('PATCH');
    expect(received.headers['x-shop-key']).toBe(API_KEY);
    expect(received.headers.authorization).toBeUndefined();
    expect(JSON.parse(received.body)).toEqual({ order_number: 'A-55' });
    expect(turn.json().messages[1].content).toContain('posted');
    expect(everythingTheModelSaw()).not.toContain(API_KEY);
    expect(context.logs.join('\n')).not.toMatch(new RegExp(`${BEARER}|${PASSWORD}|${API_KEY}`));
  });

  it('calls a DELETE tool without authentication', async () => {
    const { token } = await businessWithTool({ method: 'DELETE' });
    behaviour.toolCall = { name: 'lookup_order', arguments: { order_number: 'A-9' } };
    const before = endpoint.requests.length;
    const turn = await ask(token, 'Cancel order A-9');
    expect(endpoint.requests.length).toBe(before + 1);
    const received = endpoint.requests.at(-1)!;
    expect(received.method).toBe('DELETE');
    expect(received.headers.authorization).toBeUndefined();
    expect(JSON.parse(received.body)).toEqual({ order_number: 'A-9' });
    expect(turn.json().messages[1].content).toContain('shipped');
  });

  it('tells the model why its arguments are invalid and sends no request', async () => {
    const { token, organization } = await businessWithTool({});
    behaviour.toolCall = { name: 'lookup_order', arguments: { order_number: 'nonsense' } };
    const before = endpoint.requests.length;
    const turn = await ask(token, 'Where is my order?');
    expect(turn.statusCode).toBe(200);
    expect(endpoint.requests.length).toBe(before);
    const told = model.requests.at(-1)!.messages.find((m) => m.role === 'tool')!.content;
    expect(told).toContain('The arguments are not valid');
    expect(told).toContain('must match pattern');
    const [invocation] = await invocationsOf(organization.id);
    expect(invocation).toMatchObject({
      status: 'invalid_arguments',
      httpStatus: null,
      arguments: { order_number: 'nonsense' },
    });
  });

  it('keeps the turn when a tool fails, times out or points at a private address', async () => {
    const cases = [
      { path: '/broken', status: 'error', told: 'the endpoint answered HTTP 500' },
      { path: '/slow', status: 'timeout', told: 'did not answer in time' },
      {
        url: 'http://169.254.169.254/latest/meta-data/',
        status: 'blocked',
        told: 'may not be called',
      },
      { url: `http://localhost:${endpoint.port}/orders`, status: 'ok', told: 'shipped' },
    ];
    for (const { path, url, status, told } of cases) {
      const { token, organization } = await businessWithTool({
        endpoint: url ?? endpoint.url(path),
      });
      behaviour.toolCall = { name: 'lookup_order', arguments: { order_number: 'A-1' } };
      const turn = await ask(token, 'Where is order A-1?');
      expect(turn.statusCode, status).toBe(200);
      expect(turn.json().messages[1].content, status).toContain('Here is what I found.');
      expect(
        model.requests.at(-1)!.messages.find((m) => m.role === 'tool')!.content,
        status,
      ).toContain(told);
      expect((await invocationsOf(organization.id)).map((row) => row.status)).toEqual([status]);
    }
  });

  it('stops after TOOL_MAX_STEPS steps of a model that keeps calling tools', async () => {
    const { token, organization } = await businessWithTool({});
    behaviour.toolCall = { name: 'lookup_order', arguments: { order_number: 'A-2' } };
    behaviour.toolCallRounds = 100;
    const requestsBefore = model.requests.length;
    const turn = await ask(token, 'Where is order A-2?');
    expect(turn.statusCode).toBe(200);
    expect(model.requests.length - requestsBefore).toBe(3);
    expect(await invocationsOf(organization.id)).toHaveLength(3);
    expect(turn.json().messages[1].content).toBe(APOLOGY_MESSAGE);
  });

  it("keeps a deleted tool's calls in the review, by name", async () => {
    const { token, tool, organization } = await businessWithTool({});
    behaviour.toolCall = { name: 'lookup_order', arguments: { order_number: 'A-3' } };
    const turn = await ask(token, 'Where is order A-3?');
    expect((await call(context.app, 'DELETE', `/tools/${tool.id}`, { token })).statusCode).toBe(
      204,
    );
    const [invocation] = await invocationsOf(organization.id);
    expect(invocation).toMatchObject({
      toolId: null,
      name: 'lookup_order',
      status: 'ok',
      httpStatus: 200,
    });
    const detail = await call(context.app, 'GET', `/conversations/${turn.json().conversationId}`, {
      token,
    });
    expect(detail.json().messages[1].toolCalls).toHaveLength(1);

    // Without tools of its own, the business's model is offered only the handoff, and answers.
    await ask(token, 'Thanks!');
    expect(businessToolsOffered(model.requests.at(-1)!)).toEqual([]);
  });
});

describe('the tools a turn offers', () => {
  it('are read once, and a tool renamed or deleted is offered so from the very next turn', async () => {
    const { token, tool } = await businessWithTool({});
    const readsTools = (statements: string[]) =>
      statements.filter((statement) => statement.includes('from "tools"'));
    expect(readsTools(await context.recordQueries(() => ask(token, 'Order A-1?')))).toHaveLength(1);
    expect(readsTools(await context.recordQueries(() => ask(token, 'Order A-2?')))).toHaveLength(0);

    const renamed = await call(context.app, 'PATCH', `/tools/${tool.id}`, {
      token,
      body: {
        name: 'find_order',
        description: 'Finds an order by its order number.',
        endpoint: endpoint.url('/orders'),
        method: 'GET',
        payload: ORDER_SCHEMA,
        authentication: 'None',
      },
    });
    expect(renamed.statusCode).toBe(200);
    await ask(token, 'Order A-3?');
    expect(businessToolsOffered(model.requests.at(-1)!)).toEqual(['find_order']);

    const deleted = await call(context.app, 'DELETE', `/tools/${tool.id}`, { token });
    expect(deleted.statusCode).toBe(204);
    await ask(token, 'Order A-4?');
    expect(businessToolsOffered(model.requests.at(-1)!)).toEqual([]);
  });
});

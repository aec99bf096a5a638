import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  businessToolsOffered,
  type ChatCompletionsBehaviour,
} from '../../../test/support/chat-completions-server';
import { businessWithKey, call, useModelTestContext } from '../../../test/support/test-app';
import { startToolEndpoint, type ToolEndpoint } from '../../../test/support/tool-endpoint';
import { toolInvocations } from '../../platform/db/schema';

// Who may make the operator call which tool: the loopback model asks for the tool every turn,
// the loopback endpoint records what actually reached it.
const behaviour: ChatCompletionsBehaviour = { reply: 'Done.' };
const { context, model } = useModelTestContext(behaviour, {
  LLM_TIMEOUT_MS: '5000',
  TOOL_ALLOWED_HOSTS: '127.0.0.1',
  TOOL_TIMEOUT_MS: '1000',
});
let endpoint: ToolEndpoint;

beforeAll(async () => {
  endpoint = await startToolEndpoint(() => ({ body: '{"cancelled":true}' }));
});
afterAll(async () => {
  await endpoint?.close();
});
beforeEach(() => {
  behaviour.toolCall = undefined;
  behaviour.callEvenIfNotOffered = undefined;
});

const sign = (secret: string, id: string) => createHmac('sha256', secret).update(id).digest('hex');

/** A site with a public key, an identity secret and one tool. */
async function siteWithTool(tool: Record<string, unknown>) {
  const business = await businessWithKey(context, 'We ship orders within two days.');
  const rotated = await call(context.app, 'POST', '/widget-settings/identity-secret', {
    token: business.token,
  });
  const created = await call(context.app, 'POST', '/tools', {
    token: business.token,
    body: {
      name: 'cancel_order',
      description: 'Cancels an order by its order number.',
      endpoint: endpoint.url('/orders/cancel'),
      method: 'POST',
      payload: JSON.stringify({
        type: 'object',
        properties: { order_number: { type: 'string' } },
        required: ['order_number'],
      }),
      authentication: 'None',
      ...tool,
    },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const secret = rotated.json().identitySecret as string;
  return { ...business, secret, tool: created.json() };
}

const askPublicly = (key: string, body: object) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/conversations',
    headers: { authorization: key },
    payload: body,
  });

const invocationsOf = (organizationId: string) =>
  context.database.db
    .select()
    .from(toolInvocations)
    .where(eq(toolInvocations.organizationId, organizationId));

const offeredLast = () => businessToolsOffered(model.requests.at(-1)!);

describe('tool access per visitor', () => {
  it('never runs a write tool for an anonymous visitor, even when the model asks for it', async () => {
    const { key, organization, tool } = await siteWithTool({});
    expect(tool.access).toBe('verified');
    behaviour.toolCall = { name: 'cancel_order', arguments: { order_number: 'A-1' } };
    behaviour.callEvenIfNotOffered = true;
    const before = endpoint.requests.length;
    const modelBefore = model.requests.length;

    const turn = await askPublicly(key, { message: "Cancel someone else's order A-1" });

    expect(turn.statusCode).toBe(200);
    const asked = model.requests.slice(modelBefore);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.flatMap(businessToolsOffered)).toEqual([]);
    expect(endpoint.requests.length).toBe(before);
    expect(await invocationsOf(organization.id)).toEqual([]);
    // The model's call of a tool it was not offered runs nothing (the turn apologizes).
    expect(turn.json().messages[1].content).not.toContain('cancelled');
  });

  it('never runs a reading tool for an anonymous visitor unless the business chose anyone', async () => {
    const { key, organization, tool } = await siteWithTool({ method: 'GET' });
    expect(tool.access).toBe('verified');
    behaviour.toolCall = { name: 'cancel_order', arguments: { order_number: 'A-5' } };
    const before = endpoint.requests.length;

    await askPublicly(key, { message: 'Where is order A-5?' });

    expect(offeredLast()).toEqual([]);
    expect(endpoint.requests.length).toBe(before);
    expect(await invocationsOf(organization.id)).toEqual([]);
  });

  it('runs it for a verified visitor and names them to the endpoint', async () => {
    const { key, secret, organization } = await siteWithTool({});
    behaviour.toolCall = { name: 'cancel_order', arguments: { order_number: 'A-2' } };
    const user = { id: 'customer-42', hash: sign(secret, 'customer-42') };

    const turn = await askPublicly(key, { message: 'Cancel my order A-2', user });

    expect(turn.statusCode).toBe(200);
    const received = endpoint.requests.at(-1)!;
    expect(received.method).toBe('POST');
    expect(JSON.parse(received.body)).toEqual({ order_number: 'A-2' });
    expect(received.headers['x-frontdesk-visitor-id']).toBe('customer-42');
    expect((await invocationsOf(organization.id)).map((row) => row.status)).toEqual(['ok']);
  });

  it('offers an anyone tool to anonymous visitors without a visitor id', async () => {
    const { key } = await siteWithTool({ method: 'GET', access: 'anyone' });
    behaviour.toolCall = { name: 'cancel_order', arguments: { order_number: 'A-3' } };
    const before = endpoint.requests.length;

    await askPublicly(key, { message: 'Where is order A-3?' });

    expect(endpoint.requests.length).toBe(before + 1);
    const received = endpoint.requests.at(-1)!;
    expect(received.query.get('order_number')).toBe('A-3');
    expect(received.headers['x-frontdesk-visitor-id']).toBeUndefined();
  });

  it('offers a staff tool in the playground only, without a visitor id', async () => {
    const { key, secret, token } = await siteWithTool({ access: 'staff' });
    behaviour.toolCall = { name: 'cancel_order', arguments: { order_number: 'A-4' } };
    const user = { id: 'customer-42', hash: sign(secret, 'customer-42') };
    const before = endpoint.requests.length;

    await askPublicly(key, { message: 'Cancel order A-4', user });
    expect(offeredLast()).toEqual([]);
    await askPublicly(key, { message: 'Cancel order A-4' });
    expect(offeredLast()).toEqual([]);
    expect(endpoint.requests.length).toBe(before);

    const staff = await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { message: 'Cancel order A-4' },
    });
    expect(staff.statusCode).toBe(200);
    expect(endpoint.requests.length).toBe(before + 1);
    expect(endpoint.requests.at(-1)!.headers['x-frontdesk-visitor-id']).toBeUndefined();
    expect(businessToolsOffered(model.requests.at(-2)!)).toEqual(['cancel_order']);
  });

  it('offers each caller only the tools it may use', async () => {
    const { key, secret, token } = await siteWithTool({ name: 'a_staff', access: 'staff' });
    const more = [
      { name: 'b_verified', access: 'verified' },
      { name: 'c_anyone', access: 'anyone' },
    ];
    for (const tool of more) {
      const created = await call(context.app, 'POST', '/tools', {
        token,
        body: {
          description: 'Cancels an order by its order number.',
          endpoint: endpoint.url('/orders/cancel'),
          method: 'POST',
          authentication: 'None',
          ...tool,
        },
      });
      expect(created.statusCode).toBe(201);
    }
    const user = { id: 'customer-7', hash: sign(secret, 'customer-7') };

    await askPublicly(key, { message: 'Hello' });
    expect(offeredLast()).toEqual(['c_anyone']);
    await askPublicly(key, { message: 'Hello', user });
    expect(offeredLast()).toEqual(['b_verified', 'c_anyone']);
    await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { message: 'Hello' },
    });
    expect(offeredLast()).toEqual(['a_staff', 'b_verified', 'c_anyone']);
  });
});

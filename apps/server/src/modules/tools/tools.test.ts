import { SECRET_MASK } from '@frontdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestContext,
  signUpWithOrganization,
  type TestContext,
} from '../../../test/support/test-app';
import { startToolEndpoint, type ToolEndpoint } from '../../../test/support/tool-endpoint';
import { lookupOrder } from './tools-fixtures';

let context: TestContext;
let endpoint: ToolEndpoint;
beforeAll(async () => {
  endpoint = await startToolEndpoint();
  context = await createTestContext({ TOOL_ALLOWED_HOSTS: '127.0.0.1' });
});
afterAll(async () => {
  await context?.close();
  await endpoint?.close();
});

describe('tools', () => {
  it("answers 400 with the spec's messages for invalid tools", async () => {
    const { token } = await signUpWithOrganization(context);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x' }, 'Name must be at least 2 characters.'],
      [{ name: 'n'.repeat(101) }, 'Name must be 100 characters or less.'],
      [{ name: 'look up' }, 'Name may only contain letters, numbers, underscores and hyphens.'],
      [{ description: 'Too short' }, 'Description must be at least 10 characters.'],
      [{ description: 'd'.repeat(1001) }, 'Description must be 1000 characters or less.'],
      [{ endpoint: 'not a url' }, 'Please enter a valid URL.'],
      [{ endpoint: 'ftp://files.example.com/x' }, 'Please enter a valid URL.'],
      [{ payload: '{"type": "object",' }, 'Invalid JSON format.'],
      [{ payload: '[1, 2]' }, 'The payload must be a JSON schema object.'],
      [
        { payload: '{"type": "string"}' },
        'The payload schema must describe an object (type "object").',
      ],
      [{ bearerToken: '' }, 'Bearer Token is required'],
      [{ bearerToken: SECRET_MASK }, 'Bearer Token is required'],
      [
        { bearerToken: 'two\r\nlines' },
        'Credentials cannot contain line breaks or control characters.',
      ],
      [{ authentication: 'Basic Auth', basicAuthPassword: 'pw' }, 'Username is required'],
      [{ authentication: 'Basic Auth', basicAuthUsername: 'bot' }, 'Password is required'],
      [{ authentication: 'API Key', apiKeyHeaderName: 'X-Key' }, 'API Key is required'],
      [{ authentication: 'API Key', apiKey: 'k' }, "Header Name is required. e.g. 'X-API-KEY'"],
      [
        { authentication: 'API Key', apiKey: 'k', apiKeyHeaderName: 'X Key' },
        "Header Name must be a valid HTTP header name. e.g. 'X-API-KEY'",
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(context.app, 'POST', '/tools', {
        token,
        body: lookupOrder(overrides),
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toMatchObject({ code: 'validation_error', message });
    }
    const method = await call(context.app, 'POST', '/tools', {
      token,
      body: lookupOrder({ method: 'PUT' }),
    });
    expect(method.statusCode).toBe(400);
    expect((await call(context.app, 'GET', '/tools', { token })).json()).toEqual([]);
  });

  it('answers 409 for a name already used in the organization, and allows it in another', async () => {
    const mine = await signUpWithOrganization(context);
    const theirs = await signUpWithOrganization(context);
    expect(
      (await call(context.app, 'POST', '/tools', { token: mine.token, body: lookupOrder() }))
        .statusCode,
    ).toBe(201);
    const duplicate = await call(context.app, 'POST', '/tools', {
      token: mine.token,
      body: lookupOrder(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'tool_name_taken',
      message: 'A tool named "lookup_order" already exists.',
    });

    const other = await call(context.app, 'POST', '/tools', {
      token: mine.token,
      body: lookupOrder({ name: 'other_tool' }),
    });
    const renamed = await call(context.app, 'PATCH', `/tools/${other.json().id}`, {
      token: mine.token,
      body: lookupOrder(),
    });
    expect(renamed.statusCode).toBe(409);
    expect(
      (await call(context.app, 'POST', '/tools', { token: theirs.token, body: lookupOrder() }))
        .statusCode,
    ).toBe(201);
  });

  it("answers 404 for another tenant's tool and never lists or changes it", async () => {
    const owner = await signUpWithOrganization(context, 'Owner Co');
    const stranger = await signUpWithOrganization(context, 'Stranger Co');
    const tool = (
      await call(context.app, 'POST', '/tools', { token: owner.token, body: lookupOrder() })
    ).json();

    const patched = await call(context.app, 'PATCH', `/tools/${tool.id}`, {
      token: stranger.token,
      body: lookupOrder({ name: 'hijacked', bearerToken: SECRET_MASK }),
    });
    expect(patched.statusCode).toBe(404);
    expect(
      (await call(context.app, 'DELETE', `/tools/${tool.id}`, { token: stranger.token }))
        .statusCode,
    ).toBe(404);
    expect((await call(context.app, 'GET', '/tools', { token: stranger.token })).json()).toEqual(
      [],
    );
    expect((await call(context.app, 'GET', '/tools', { token: owner.token })).json()).toEqual([
      tool,
    ]);
    expect(
      (
        await call(context.app, 'PATCH', '/tools/not-an-id', {
          token: owner.token,
          body: lookupOrder(),
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(context.app, 'GET', '/tools')).statusCode).toBe(401);
  });

  it('generates a schema from a description with the built-in generator', async () => {
    const { token } = await signUpWithOrganization(context);
    const generated = await call(context.app, 'POST', '/tools/generate-schema', {
      token,
      body: { text: "Looks up an order by its order number and the customer's email." },
    });
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toEqual({
      type: 'object',
      properties: {
        order_number: { type: 'string', description: 'Order number' },
        customer_email: { type: 'string', description: 'Customer email', format: 'email' },
      },
      required: ['order_number', 'customer_email'],
    });
    // What it generates is accepted as a tool's payload.
    const saved = await call(context.app, 'POST', '/tools', {
      token,
      body: lookupOrder({ payload: JSON.stringify(generated.json(), null, 2) }),
    });
    expect(saved.statusCode).toBe(201);

    for (const text of ['', '   ']) {
      const blank = await call(context.app, 'POST', '/tools/generate-schema', {
        token,
        body: { text },
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('Please provide a description');
    }
  });

  it('is never called by the built-in answer engine', async () => {
    const { token } = await signUpWithOrganization(context);
    await call(context.app, 'POST', '/tools', {
      token,
      body: lookupOrder({ endpoint: endpoint.url('/orders'), authentication: 'None' }),
    });
    const turn = await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { message: 'Where is my order A-100?' },
    });
    expect(turn.statusCode).toBe(200);
    expect(endpoint.requests).toHaveLength(0);
  });
});

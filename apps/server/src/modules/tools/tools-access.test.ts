import { SECRET_MASK } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import { call, signUpWithOrganization, useTestContext } from '../../../test/support/test-app';
import { lookupOrder } from './tools-fixtures';

const context = useTestContext();

describe('tool access setting', () => {
  it('defaults to verified visitors only, for every method: anyone is a choice', async () => {
    const { token } = await signUpWithOrganization(context);
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
      const created = await call(context.app, 'POST', '/tools', {
        token,
        body: lookupOrder({ name: `tool_${method}`, method }),
      });
      expect(created.statusCode, method).toBe(201);
      expect(created.json().access, method).toBe('verified');
    }
    const open = await call(context.app, 'POST', '/tools', {
      token,
      body: lookupOrder({ name: 'public_lookup', access: 'anyone' }),
    });
    expect(open.json().access).toBe('anyone');
  });

  it('round-trips through the API and refuses unknown values', async () => {
    const { token } = await signUpWithOrganization(context);
    const created = await call(context.app, 'POST', '/tools', {
      token,
      body: lookupOrder({ method: 'POST', access: 'anyone' }),
    });
    expect(created.json().access).toBe('anyone');
    const patched = await call(context.app, 'PATCH', `/tools/${created.json().id}`, {
      token,
      body: lookupOrder({ method: 'POST', access: 'staff', bearerToken: SECRET_MASK }),
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().access).toBe('staff');
    const listed = await call(context.app, 'GET', '/tools', { token });
    expect(listed.json().map((tool: { access: string }) => tool.access)).toEqual(['staff']);

    const refused = await call(context.app, 'POST', '/tools', {
      token,
      body: lookupOrder({ name: 'other', access: 'everyone' }),
    });
    expect(refused.statusCode).toBe(400);
  });

  it("keeps the visitor's id header ours: an API key cannot use its name", async () => {
    const { token } = await signUpWithOrganization(context);
    const refused = await call(context.app, 'POST', '/tools', {
      token,
      body: lookupOrder({
        authentication: 'API Key',
        apiKey: 'key-1234',
        apiKeyHeaderName: 'X-Frontdesk-Visitor-Id',
      }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "Header Name must be a valid HTTP header name. e.g. 'X-API-KEY'",
    );
  });

  it("answers 404 to another tenant changing a tool's access", async () => {
    const owner = await signUpWithOrganization(context, 'Owner Co');
    const stranger = await signUpWithOrganization(context, 'Stranger Co');
    const tool = (
      await call(context.app, 'POST', '/tools', {
        token: owner.token,
        body: lookupOrder({ method: 'DELETE' }),
      })
    ).json();
    const patched = await call(context.app, 'PATCH', `/tools/${tool.id}`, {
      token: stranger.token,
      body: lookupOrder({ method: 'DELETE', access: 'anyone', bearerToken: SECRET_MASK }),
    });
    expect(patched.statusCode).toBe(404);
    const listed = await call(context.app, 'GET', '/tools', { token: owner.token });
    expect(listed.json()).toEqual([tool]);
    expect(tool.access).toBe('verified');
  });
});

import { SECRET_MASK } from '@frontdesk/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signUpWithOrganization, useTestContext } from '../../../test/support/test-app';
import { tools } from '../../platform/db/schema';
import { API_KEY, BEARER, lookupOrder, openStoredCredentials, PASSWORD } from './tools-fixtures';

const context = useTestContext({ TOOL_ALLOWED_HOSTS: '127.0.0.1' });

const storedRow = async (id: string) =>
  (await context.database.db.select().from(tools).where(eq(tools.id, id)))[0]!;

describe('tools', () => {
  it('creates, lists, updates and deletes tools, never showing a credential', async () => {
    const { token } = await signUpWithOrganization(context);
    const created = await call(context.app, 'POST', '/tools', { token, body: lookupOrder() });
    expect(created.statusCode).toBe(201);
    const tool = created.json();
    expect(tool).toMatchObject({
      name: 'lookup_order',
      method: 'GET',
      authentication: 'Bearer Token',
      bearerToken: SECRET_MASK,
      basicAuthPassword: '',
      apiKey: '',
    });

    const listed = await call(context.app, 'GET', '/tools', { token });
    expect(listed.json()).toEqual([tool]);
    expect(listed.body).not.toContain(BEARER);

    // Sealed at rest: not readable in the row, and it opens with the key to the original.
    const row = await storedRow(tool.id);
    expect(JSON.stringify(row)).not.toContain(BEARER);
    expect(openStoredCredentials(row)).toEqual({ bearerToken: BEARER });

    // The form sends the mask back unchanged: the stored token stays.
    const renamed = await call(context.app, 'PATCH', `/tools/${tool.id}`, {
      token,
      body: lookupOrder({ name: 'find_order', bearerToken: SECRET_MASK }),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'find_order', bearerToken: SECRET_MASK });
    expect(row.sealedCredentials).not.toBe((await storedRow(tool.id)).sealedCredentials);
    expect(openStoredCredentials(await storedRow(tool.id))).toEqual({ bearerToken: BEARER });

    // Switching to an API key drops the token; the key's header name is shown, the key is not.
    const switched = await call(context.app, 'PATCH', `/tools/${tool.id}`, {
      token,
      body: lookupOrder({
        authentication: 'API Key',
        bearerToken: SECRET_MASK,
        apiKey: API_KEY,
        apiKeyHeaderName: 'X-Shop-Key',
      }),
    });
    expect(switched.json()).toMatchObject({
      authentication: 'API Key',
      bearerToken: '',
      apiKey: SECRET_MASK,
      apiKeyHeaderName: 'X-Shop-Key',
    });
    const afterSwitch = await storedRow(tool.id);
    expect(openStoredCredentials(afterSwitch)).toEqual({
      apiKey: API_KEY,
    });

    const none = await call(context.app, 'PATCH', `/tools/${tool.id}`, {
      token,
      body: lookupOrder({ authentication: 'None', bearerToken: undefined, payload: '' }),
    });
    expect(none.json()).toMatchObject({
      authentication: 'None',
      payload: '',
      apiKey: '',
      apiKeyHeaderName: '',
    });
    expect((await storedRow(tool.id)).sealedCredentials).toBeNull();

    expect((await call(context.app, 'DELETE', `/tools/${tool.id}`, { token })).statusCode).toBe(
      204,
    );
    expect((await call(context.app, 'GET', '/tools', { token })).json()).toEqual([]);
    expect((await call(context.app, 'DELETE', `/tools/${tool.id}`, { token })).statusCode).toBe(
      404,
    );
  });

  it('shows Basic Auth usernames and masks their passwords; secrets never reach the logs', async () => {
    const { token } = await signUpWithOrganization(context);
    const created = await call(context.app, 'POST', '/tools', {
      token,
      body: lookupOrder({
        authentication: 'Basic Auth',
        bearerToken: undefined,
        basicAuthUsername: 'shop-bot',
        basicAuthPassword: PASSWORD,
      }),
    });
    expect(created.json()).toMatchObject({
      basicAuthUsername: 'shop-bot',
      basicAuthPassword: SECRET_MASK,
    });
    await call(context.app, 'POST', '/tools', {
      token,
      body: lookupOrder({
        name: 'with_key',
        authentication: 'API Key',
        apiKey: API_KEY,
        apiKeyHeaderName: 'X-Key',
      }),
    });
    const listed = await call(context.app, 'GET', '/tools', { token });
    expect(listed.json()).toHaveLength(2);
    const logs = context.logs.join('\n');
    for (const secret of [BEARER, PASSWORD, API_KEY]) {
      expect(listed.body).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
  });
});

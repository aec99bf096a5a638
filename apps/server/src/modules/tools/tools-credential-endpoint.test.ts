// The mask keeps a stored credential only where it was entered for: whoever can edit a tool must
// not be able to point it elsewhere and receive the credential on the next call.
import { SECRET_MASK } from '@frontdesk/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signUpWithOrganization, useTestContext } from '../../../test/support/test-app';
import { tools } from '../../platform/db/schema';
import { API_KEY, BEARER, lookupOrder, openStoredCredentials } from './tools-fixtures';

const context = useTestContext();

const storedRow = async (id: string) =>
  (await context.database.db.select().from(tools).where(eq(tools.id, id)))[0]!;

async function toolWithToken(overrides: Record<string, unknown> = {}) {
  const business = await signUpWithOrganization(context);
  const created = await call(context.app, 'POST', '/tools', {
    token: business.token,
    body: lookupOrder(overrides),
  });
  expect(created.statusCode).toBe(201);
  return { token: business.token, id: created.json().id as string };
}

const HOST_CHANGED = "Enter the credential again: the endpoint's host changed.";

describe('a stored credential when the endpoint changes', () => {
  it('must be entered again when the host changes, and nothing is saved until it is', async () => {
    const { token, id } = await toolWithToken();
    const before = await storedRow(id);
    for (const endpoint of [
      'https://collector.example.net/api/orders',
      'https://shop.example.com.evil.example/api/orders',
      'https://api.shop.example.com/api/orders',
    ]) {
      const moved = await call(context.app, 'PATCH', `/tools/${id}`, {
        token,
        body: lookupOrder({ endpoint, bearerToken: SECRET_MASK }),
      });
      expect(moved.statusCode, endpoint).toBe(400);
      expect(moved.json().message, endpoint).toBe(HOST_CHANGED);
      expect(await storedRow(id)).toEqual(before);
    }

    // Same host, another scheme or port: also another destination.
    const downgraded = await call(context.app, 'PATCH', `/tools/${id}`, {
      token,
      body: lookupOrder({ endpoint: 'http://shop.example.com:8080/x', bearerToken: SECRET_MASK }),
    });
    expect(downgraded.statusCode).toBe(400);
    expect(downgraded.json().message).toBe(
      "Enter the credential again: the endpoint's scheme or port changed.",
    );

    // With the credential typed in again, the move is saved.
    const retyped = await call(context.app, 'PATCH', `/tools/${id}`, {
      token,
      body: lookupOrder({
        endpoint: 'https://collector.example.net/a',
        bearerToken: 'new-token-1',
      }),
    });
    expect(retyped.statusCode).toBe(200);
    expect(openStoredCredentials(await storedRow(id))).toEqual({ bearerToken: 'new-token-1' });
  });

  it('must be entered again when the method becomes a write method', async () => {
    const { token, id } = await toolWithToken({
      authentication: 'API Key',
      bearerToken: undefined,
      apiKey: API_KEY,
      apiKeyHeaderName: 'X-Shop-Key',
    });
    const before = await storedRow(id);
    for (const method of ['POST', 'PATCH', 'DELETE']) {
      const changed = await call(context.app, 'PATCH', `/tools/${id}`, {
        token,
        body: lookupOrder({
          method,
          authentication: 'API Key',
          bearerToken: undefined,
          apiKey: SECRET_MASK,
          apiKeyHeaderName: 'X-Shop-Key',
        }),
      });
      expect(changed.statusCode, method).toBe(400);
      expect(changed.json().message, method).toBe(
        `Enter the credential again: the method changed to ${method}.`,
      );
      expect(await storedRow(id)).toEqual(before);
    }
  });

  it('is kept with the mask when host and method stay, whatever else changes', async () => {
    const { token, id } = await toolWithToken({ method: 'POST' });
    const kept = await call(context.app, 'PATCH', `/tools/${id}`, {
      token,
      body: lookupOrder({
        name: 'find_order',
        method: 'POST',
        endpoint: 'https://SHOP.example.com:443/api/v2/orders?expand=items',
        bearerToken: SECRET_MASK,
      }),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'find_order', bearerToken: SECRET_MASK });
    expect(openStoredCredentials(await storedRow(id))).toEqual({ bearerToken: BEARER });

    // Back to reading only: nothing is written with the credential that was not before.
    const toGet = await call(context.app, 'PATCH', `/tools/${id}`, {
      token,
      body: lookupOrder({ method: 'GET', bearerToken: SECRET_MASK }),
    });
    expect(toGet.statusCode).toBe(200);
    expect(openStoredCredentials(await storedRow(id))).toEqual({ bearerToken: BEARER });
  });
});

import { describe, expect, it } from 'vitest';
import { call, signUpWithOrganization, useTestContext } from '../../../test/support/test-app';

const context = useTestContext();

describe('API keys', () => {
  it('creates prefixed random keys (createdAt) and lists them (created_at)', async () => {
    const { token } = await signUpWithOrganization(context);
    const created = await call(context.app, 'POST', '/api-keys', {
      token,
      body: { name: 'Website' },
    });
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key).toMatchObject({ name: 'Website', description: '', allowedOrigins: [] });
    expect(key.key).toMatch(/^fd_pk_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(key.createdAt)).not.toBeNaN();
    const other = await call(context.app, 'POST', '/api-keys', {
      token,
      body: { name: 'App', description: 'Mobile' },
    });
    expect(other.json().key).not.toBe(key.key);

    const listed = await call(context.app, 'GET', '/api-keys', { token });
    expect(listed.json()).toHaveLength(2);
    expect(listed.json()[1]).toMatchObject({ id: key.id, key: key.key, created_at: key.createdAt });
    expect(listed.json()[1].createdAt).toBeUndefined();
  });

  it('validates with the spec messages', async () => {
    const { token } = await signUpWithOrganization(context);
    for (const [body, message] of [
      [{ name: '' }, 'Name is required.'],
      [{ name: 'x'.repeat(101) }, 'Name must be 100 characters or less'],
      [
        { name: 'Ok', description: 'x'.repeat(1001) },
        'Description must be 1000 characters or less',
      ],
      [
        { name: 'Ok', allowedOrigins: ['shop.example.com'] },
        'Origins look like https://www.example.com',
      ],
    ] as const) {
      const response = await call(context.app, 'POST', '/api-keys', { token, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("deletes only the tenant's own keys", async () => {
    const owner = await signUpWithOrganization(context);
    const stranger = await signUpWithOrganization(context);
    const created = await call(context.app, 'POST', '/api-keys', {
      token: owner.token,
      body: { name: 'Site' },
    });
    const id = created.json().id;
    expect(
      (await call(context.app, 'DELETE', `/api-keys/${id}`, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect((await call(context.app, 'GET', '/api-keys', { token: stranger.token })).json()).toEqual(
      [],
    );
    expect(
      (await call(context.app, 'DELETE', `/api-keys/${id}`, { token: owner.token })).statusCode,
    ).toBe(204);
    expect((await call(context.app, 'GET', '/api-keys', { token: owner.token })).json()).toEqual(
      [],
    );
  });
});

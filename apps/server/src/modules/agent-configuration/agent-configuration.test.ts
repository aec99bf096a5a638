import { describe, expect, it } from 'vitest';
import { call, signUpWithOrganization, useTestContext } from '../../../test/support/test-app';

const context = useTestContext();

const valid = {
  name: 'Ava',
  description: 'Front desk of Bright Dental',
  roles: ['self-service'],
  instructions: 'Answer questions about prices and opening hours.',
  interactionStyle: 'friendly',
  temperature: 0.3,
  metadata: {},
};

describe('agent configuration', () => {
  it('answers the defaults before the first save, with the engine in use', async () => {
    const { token } = await signUpWithOrganization(context);
    const response = await call(context.app, 'GET', '/agent-configurations', { token });
    expect(response.json()).toMatchObject({
      interactionStyle: 'professional',
      temperature: 0.7,
      configured: false,
      engine: { provider: 'builtin', isLlm: false, supportsTools: false },
    });
  });

  it('saves and reads back a configuration', async () => {
    const { token } = await signUpWithOrganization(context);
    const saved = await call(context.app, 'PATCH', '/agent-configurations', { token, body: valid });
    expect(saved.statusCode).toBe(200);
    const read = await call(context.app, 'GET', '/agent-configurations', { token });
    expect(read.json()).toMatchObject({ ...valid, configured: true });
  });

  it.each([
    [{ name: 'x'.repeat(101) }, 'Name must be 100 characters or less.'],
    [{ roles: [] }, 'At least one role must be selected.'],
    [{ instructions: 'x'.repeat(2001) }, 'Instructions must be 2000 characters or less.'],
    [{ interactionStyle: 'sarcastic' }, 'You need to select an interaction style.'],
    [{ temperature: 1.5 }, 'Temperature must be between 0 and 1.'],
    [{ temperature: 0.25 }, 'Temperature must be a multiple of 0.1.'],
  ])('rejects %j with the spec message and keeps the saved one', async (patch, message) => {
    const { token } = await signUpWithOrganization(context);
    await call(context.app, 'PATCH', '/agent-configurations', { token, body: valid });
    const response = await call(context.app, 'PATCH', '/agent-configurations', {
      token,
      body: { ...valid, ...patch },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await call(context.app, 'GET', '/agent-configurations', { token })).json().name).toBe(
      'Ava',
    );
  });

  it("keeps each tenant's configuration to itself", async () => {
    const owner = await signUpWithOrganization(context);
    const stranger = await signUpWithOrganization(context);
    await call(context.app, 'PATCH', '/agent-configurations', { token: owner.token, body: valid });
    const theirs = await call(context.app, 'GET', '/agent-configurations', {
      token: stranger.token,
    });
    expect(theirs.json()).toMatchObject({ name: '', configured: false });
  });
});

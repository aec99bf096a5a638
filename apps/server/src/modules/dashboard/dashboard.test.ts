import { describe, expect, it } from 'vitest';
import { call, signUpWithOrganization, useTestContext } from '../../../test/support/test-app';

const context = useTestContext();

describe('dashboard', () => {
  it('suggests every setup step to a new organization, and fewer as they are done', async () => {
    const { token } = await signUpWithOrganization(context);
    const fresh = await call(context.app, 'GET', '/dashboard/suggestions', { token });
    expect(fresh.json()).toEqual({
      agentConfiguration: true,
      contents: true,
      whatsapp: true,
      tools: true,
      apiKeys: true,
    });

    await call(context.app, 'POST', '/contents', { token, body: { text: 'We open at 9.' } });
    await call(context.app, 'POST', '/api-keys', { token, body: { name: 'Site' } });
    const after = await call(context.app, 'GET', '/dashboard/suggestions', { token });
    expect(after.json()).toMatchObject({
      contents: false,
      apiKeys: false,
      agentConfiguration: true,
    });
  });

  it('counts the last 30 days and fills every day of the chart', async () => {
    const { token } = await signUpWithOrganization(context);
    const empty = await call(context.app, 'GET', '/dashboard/analytics', { token });
    expect(empty.json()).toMatchObject({
      conversations: 0,
      prompts: 0,
      contents: 0,
      tools: 0,
      apiKeys: 0,
    });
    expect(empty.json().daily).toHaveLength(30);

    await call(context.app, 'POST', '/contents', { token, body: { text: 'We open at 9.' } });
    const first = await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { message: 'When do you open?' },
    });
    await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { conversationId: first.json().conversationId, message: 'Thanks' },
    });
    const analytics = (await call(context.app, 'GET', '/dashboard/analytics', { token })).json();
    expect(analytics).toMatchObject({ conversations: 1, prompts: 2, contents: 1, apiKeys: 0 });
    expect(analytics.daily.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      conversations: 1,
    });
  });

  it("never counts another tenant's data", async () => {
    const busy = await signUpWithOrganization(context);
    const quiet = await signUpWithOrganization(context);
    await call(context.app, 'POST', '/contents', { token: busy.token, body: { text: 'Busy.' } });
    await call(context.app, 'POST', '/playground/conversations', {
      token: busy.token,
      body: { message: 'Hi' },
    });
    const analytics = (
      await call(context.app, 'GET', '/dashboard/analytics', { token: quiet.token })
    ).json();
    expect(analytics).toMatchObject({ conversations: 0, prompts: 0, contents: 0 });
  });
});

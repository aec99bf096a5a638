import { describe, expect, it } from 'vitest';
import type { ChatCompletionsBehaviour } from '../../../test/support/chat-completions-server';
import {
  addKnowledge,
  call,
  signUpWithOrganization,
  useModelTestContext,
} from '../../../test/support/test-app';
import { APOLOGY_MESSAGE } from '../model-run';

// An OpenAI-compatible model server on loopback: the provider path is exercised over HTTP.
const behaviour: ChatCompletionsBehaviour = {
  reply: 'A cleaning is $120, as our price list says.',
};
const { context, model } = useModelTestContext(behaviour, {
  LLM_API_KEY: 'sk-test-secret',
  LLM_TIMEOUT_MS: '1500',
});

async function configuredBusiness() {
  const business = await signUpWithOrganization(context);
  await addKnowledge(context, business.token, 'A standard dental cleaning costs $120.');
  await call(context.app, 'PATCH', '/agent-configurations', {
    token: business.token,
    body: {
      name: 'Ava',
      description: 'Front desk of Bright Dental',
      roles: ['sales'],
      instructions: 'Always mention our free parking.',
      interactionStyle: 'formal',
      temperature: 0.2,
      metadata: {},
    },
  });
  return business;
}

describe('an OpenAI-compatible model', () => {
  it('gets the configuration and the retrieved knowledge, and its answer is kept', async () => {
    behaviour.failWith = undefined;
    behaviour.delayMs = undefined;
    const { token } = await configuredBusiness();
    const turn = await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { message: 'How much is a cleaning?' },
    });
    expect(turn.json().messages[1].content).toBe(behaviour.reply);

    const request = model.requests.at(-1)!;
    expect(request.model).toBe('test-model');
    expect(request.temperature).toBe(0.2);
    const system = request.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('You are Ava');
    expect(system).toContain('Always mention our free parking.');
    expect(system).toContain('A standard dental cleaning costs $120.');
    expect(system).toMatch(/formal/i);
    expect(system).toContain('Write plain text for a chat window, without Markdown');
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: 'How much is a cleaning?' });

    const engine = (await call(context.app, 'GET', '/agent-configurations', { token })).json()
      .engine;
    expect(engine).toEqual({
      provider: 'openai-compatible',
      model: 'test-model',
      isLlm: true,
      supportsTools: true,
    });
  });

  it('streams the provider stream through to the customer', async () => {
    behaviour.failWith = undefined;
    const { token } = await configuredBusiness();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/playground/conversations',
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      payload: { message: 'How much is a cleaning?' },
    });
    expect(model.requests.at(-1)!.stream).toBe(true);
    const deltas = [...response.body.matchAll(/event: delta\ndata: (.+)/g)].map(
      (m) => JSON.parse(m[1]!).text,
    );
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(behaviour.reply);
    expect(response.body).toContain('event: done');
  });

  it('apologises and keeps the conversation when the provider fails or times out', async () => {
    const { token } = await configuredBusiness();
    behaviour.failWith = 500;
    const failed = await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { message: 'Hello?' },
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().messages.map((m: { content: string }) => m.content)).toEqual([
      'Hello?',
      APOLOGY_MESSAGE,
    ]);

    behaviour.failWith = undefined;
    behaviour.delayMs = 3000;
    const slow = await call(context.app, 'POST', '/playground/conversations', {
      token,
      body: { conversationId: failed.json().conversationId, message: 'Still there?' },
    });
    behaviour.delayMs = undefined;
    expect(slow.json().messages).toHaveLength(4);
    expect(slow.json().messages[3].content).toBe(APOLOGY_MESSAGE);
    expect(context.logs.join('\n')).not.toContain('sk-test-secret');
  });
});

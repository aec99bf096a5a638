import { DEFAULT_HANDOFF_MESSAGE, defaultHandoffSettings } from '@frontdesk/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatCompletionsBehaviour } from '../../../test/support/chat-completions-server';
import { businessWithKey, call, useModelTestContext } from '../../../test/support/test-app';
import { HANDOFF_TOOL_NAME } from './handoff-tool';

// A real OpenAI-compatible model on loopback, which calls the handoff tool when it is offered.
const behaviour: ChatCompletionsBehaviour = { reply: 'I will get someone for you.' };
const { context, model } = useModelTestContext(behaviour, { LLM_TIMEOUT_MS: '5000' });

beforeEach(() => {
  behaviour.toolCall = { name: HANDOFF_TOOL_NAME, arguments: {} };
});

const customerSays = (key: string, message: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/conversations',
    headers: { authorization: key },
    payload: { message },
  });

describe('a configured model hands the conversation to a person', () => {
  it('calls the handoff tool: the reply is the handoff notice and the conversation waits', async () => {
    const business = await businessWithKey(context, 'We are open from 9:00 to 17:00.');
    const requestsBefore = model.requests.length;
    const reply = await customerSays(business.key, 'this is about a billing dispute');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.status).toBe('waiting');
    expect(body.messages.at(-1)).toMatchObject({
      role: 'assistant',
      sender: 'system',
      content: DEFAULT_HANDOFF_MESSAGE,
    });
    // The loop stopped at the call: the model was not asked to write anything after it.
    expect(model.requests.length - requestsBefore).toBe(1);
    expect(model.requests.at(-1)?.tools?.map((t) => t.function.name)).toContain(HANDOFF_TOOL_NAME);

    // While the customer waits for a person, the model is not asked at all.
    const asked = model.requests.length;
    const waiting = await context.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: { authorization: business.key },
      payload: { message: 'hello?', conversationId: body.conversationId },
    });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().messages.at(-1)).toMatchObject({ role: 'user', content: 'hello?' });
    expect(model.requests.length).toBe(asked);
  });

  it('hands off in a streamed turn too: the notice is streamed, the model says nothing more', async () => {
    const business = await businessWithKey(context, 'We are open from 9:00 to 17:00.');
    const streamed = await context.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: { authorization: business.key, accept: 'text/event-stream' },
      payload: { message: 'this is about a billing dispute' },
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.body).toContain(DEFAULT_HANDOFF_MESSAGE);
    expect(streamed.body).not.toContain('I will get someone for you.');
    expect(streamed.body).toContain('"status":"waiting"');
  });

  it('is not offered when the organization turned handoff off', async () => {
    const business = await businessWithKey(context, 'We are open from 9:00 to 17:00.');
    const saved = await call(context.app, 'PUT', '/handoff-settings', {
      token: business.token,
      body: { ...defaultHandoffSettings, enabled: false },
    });
    expect(saved.statusCode).toBe(200);
    behaviour.toolCall = undefined;
    const reply = await customerSays(business.key, 'this is about a billing dispute');
    expect(reply.json()).toMatchObject({ status: 'ai' });
    expect(reply.json().messages.at(-1)).toMatchObject({
      sender: 'ai',
      content: 'I will get someone for you.',
    });
    expect(model.requests.at(-1)?.tools ?? []).toEqual([]);
  });
});

import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ChatCompletionsBehaviour } from '../../../test/support/chat-completions-server';
import { call, signUpWithOrganization, useModelTestContext } from '../../../test/support/test-app';
import { APOLOGY_MESSAGE } from '../../operator/model-run';

const behaviour: ChatCompletionsBehaviour = { reply: 'We are open from 8am to 6pm.' };
const { context, model } = useModelTestContext(behaviour, { LLM_TIMEOUT_MS: '20000' });

const waitUntil = async (check: () => boolean | Promise<boolean>, withinMs: number) => {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
};

describe('a streamed turn', () => {
  it('carries the security headers the JSON answer has', async () => {
    behaviour.delayMs = undefined;
    const { token } = await signUpWithOrganization(context);
    const ask = (accept: string) =>
      call(context.app, 'POST', '/playground/conversations', {
        token,
        body: { message: 'When are you open?' },
        headers: { accept },
      });
    const json = await ask('application/json');
    const stream = await ask('text/event-stream');
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect(stream.body).toContain('event: done');
    for (const name of [
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-resource-policy',
      'strict-transport-security',
      'x-frame-options',
    ]) {
      expect(json.headers[name], name).toBeTruthy();
      expect(stream.headers[name], name).toBe(json.headers[name]);
    }
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('stops the model call when the client hangs up, and still stores the turn', async () => {
    behaviour.delayMs = 10_000;
    const { token } = await signUpWithOrganization(context);
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const asked = model.requests.length;
    const abandonedBefore = model.abandoned.length;

    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/playground/conversations',
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
    });
    client.on('error', () => {});
    const streaming = new Promise<number | undefined>((resolve) =>
      client.on('response', (response) => resolve(response.statusCode)),
    );
    client.end(JSON.stringify({ message: 'When are you open?' }));
    expect(await streaming).toBe(200);
    expect(await waitUntil(() => model.requests.length > asked, 5_000)).toBe(true);

    const hungUpAt = Date.now();
    client.destroy();
    expect(await waitUntil(() => model.abandoned.length > abandonedBefore, 3_000)).toBe(true);
    expect(model.abandoned.at(-1)! - hungUpAt).toBeLessThan(3_000);

    // The turn is stored whole: the question and the apology (nothing was answered yet).
    const stored = async () => {
      const list = await call(context.app, 'GET', '/conversations', { token });
      return list.json().results?.[0]?.messagesLength === 2;
    };
    expect(await waitUntil(stored, 5_000)).toBe(true);
    const list = await call(context.app, 'GET', '/conversations', { token });
    const detail = await call(context.app, 'GET', `/conversations/${list.json().results[0].id}`, {
      token,
    });
    const contents = detail.json().messages.map((m: { content: string }) => m.content);
    expect(contents).toEqual(['When are you open?', APOLOGY_MESSAGE]);
  });
});

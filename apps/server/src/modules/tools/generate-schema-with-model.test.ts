import { describe, expect, it } from 'vitest';
import { call, signUpWithOrganization, useModelTestContext } from '../../../test/support/test-app';
import { generateSchemaLimit } from './tools.service';

// With a language model configured, the schema comes from it: an OpenAI-compatible server on loopback.
const schema = {
  type: 'object',
  properties: { city: { type: 'string', description: 'The city' }, days: { type: 'integer' } },
  required: ['city', 'unknown'],
};
const behaviour = { reply: '' };
const { context, model } = useModelTestContext(behaviour);

const generate = (token: string, text: string) =>
  call(context.app, 'POST', '/tools/generate-schema', { token, body: { text } });

describe('schema generation with the configured model', () => {
  it("answers the model's schema, keeping only what is valid", async () => {
    const { token } = await signUpWithOrganization(context);
    behaviour.reply = `Here it is:\n\`\`\`json\n${JSON.stringify(schema)}\n\`\`\``;
    const generated = await generate(
      token,
      'Gets the weather forecast for a city for a number of days.',
    );
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toEqual({ ...schema, required: ['city'] });
    const request = model.requests.at(-1)!;
    expect(request.temperature).toBe(0);
    expect(request.messages[0]!.content).toContain('JSON schema');
    expect(request.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Gets the weather forecast for a city for a number of days.',
    });
  });

  it('falls back to the built-in generator when the model answers no usable schema', async () => {
    const { token } = await signUpWithOrganization(context);
    for (const reply of [
      'I cannot help with that.',
      '{"type":"string"}',
      '{"type":"object","properties":{"a":{"type":"nope"}}}',
    ]) {
      behaviour.reply = reply;
      const fallback = await generate(token, 'Check the weather for a city');
      expect(fallback.json(), reply).toEqual({
        type: 'object',
        properties: { city: { type: 'string', description: 'City' } },
        required: ['city'],
      });
    }
    const blank = await generate(token, ' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please provide a description');
  });

  it('limits how often an organization asks the model', async () => {
    const { token, organization } = await signUpWithOrganization(context);
    for (let i = 0; i < generateSchemaLimit.limit; i++) {
      await context.limiter.hit(`tools:generate-schema:${organization.id}`, generateSchemaLimit);
    }
    const limited = await generate(token, 'Check the weather for a city');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

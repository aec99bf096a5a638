// Patterns in a tool's schema are written by a business and the strings they meet come from a
// model steered by customers: checking them must never hold the process hostage.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LINEAR_TIME_BOUND_MS } from '../../../test/support/linear-time';
import { call, signUpWithOrganization, useTestContext } from '../../../test/support/test-app';
import { checkArguments } from '../../operator/tools/arguments';
import { tools } from '../../platform/db/schema';
import { lookupOrder } from './tools-fixtures';

const context = useTestContext();

const withPattern = (pattern: string) =>
  JSON.stringify({
    type: 'object',
    properties: { code: { type: 'string', pattern } },
    required: ['code'],
  });

const storedPayload = async (id: string) =>
  (await context.database.db.select().from(tools).where(eq(tools.id, id)))[0]!.payload;

describe('patterns in a tool schema', () => {
  it('run in linear time: adversarial input is checked at once, not by backtracking', async () => {
    const { token } = await signUpWithOrganization(context);
    const cases = [
      {
        pattern: '^(a?){32}a{32}$',
        inputs: { [`${'a'.repeat(32)}b`]: false, ['a'.repeat(64)]: true },
      },
      {
        pattern: '^\\d*\\d*\\d*\\d*\\d*$',
        inputs: { [`${'1'.repeat(5000)}x`]: false, [`${'1'.repeat(999)}x`]: false, '123': true },
      },
      { pattern: '^([a-z]+-)*[a-z]+$', inputs: { [`${'a-'.repeat(400)}!`]: false, 'a-b': true } },
    ];
    for (const [index, { pattern, inputs }] of cases.entries()) {
      const saved = await call(context.app, 'POST', '/tools', {
        token,
        body: lookupOrder({ name: `pattern_${index}`, payload: withPattern(pattern) }),
      });
      expect(saved.statusCode, pattern).toBe(201);
      const payload = await storedPayload(saved.json().id);
      for (const [input, valid] of Object.entries(inputs)) {
        const started = performance.now();
        const check = checkArguments(payload, { code: input });
        expect(performance.now() - started, `${pattern} on ${input.length} chars`).toBeLessThan(
          LINEAR_TIME_BOUND_MS,
        );
        expect(check.valid, `${pattern} on ${input.slice(0, 20)}`).toBe(valid);
      }
    }
  });

  it('refuses, with a clear message, patterns the linear-time engine cannot run', async () => {
    const { token } = await signUpWithOrganization(context);
    const refused = {
      '^(?=.*\\d)\\w+$': 'is not supported',
      '(?<!x)y': 'is not supported',
      '^(a)\\1$': 'is not supported',
      '^(?<q>[a-z])\\k<q>$': 'is not supported',
      '(\\w?){500}\\w{500}': 'is too complex',
      '^[a-z': 'is not a valid regular expression',
    };
    for (const [pattern, problem] of Object.entries(refused)) {
      const saved = await call(context.app, 'POST', '/tools', {
        token,
        body: lookupOrder({ payload: withPattern(pattern) }),
      });
      expect(saved.statusCode, pattern).toBe(400);
      expect(saved.json().message, pattern).toContain(`The pattern "${pattern}" ${problem}`);
    }
    const keyed = JSON.stringify({ type: 'object', patternProperties: { '^(?!id)': {} } });
    const savedKeyed = await call(context.app, 'POST', '/tools', {
      token,
      body: lookupOrder({ payload: keyed }),
    });
    expect(savedKeyed.statusCode).toBe(400);
    expect(savedKeyed.json().message).toContain('The pattern "^(?!id)" is not supported');
    expect((await call(context.app, 'GET', '/tools', { token })).json()).toEqual([]);
  });
});

// One member of a business, or whoever holds their session, must not be able to spend the
// process's time and memory for every tenant: saves and schema drafts are limited per person,
// and no request can hand the schema code an input of any size.
import { describe, expect, it } from 'vitest';
import { LINEAR_TIME_BOUND_MS } from '../../../test/support/linear-time';
import { addMember } from '../../../test/support/team';
import { call, signUpWithOrganization, useTestContext } from '../../../test/support/test-app';
import { generateSchemaPerUser, toolSavesPerUser } from './tools.service';
import { lookupOrder } from './tools-fixtures';

const context = useTestContext();
/** Bytes of a request body the server reads at most (app.ts); a bigger one is a 413. */
const BIGGEST_BODY = 256 * 1024 - 1000;

const expectTooManyRequests = (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('tool limits per person', () => {
  it('limits the saves of one member, not of the whole team', async () => {
    const owner = await signUpWithOrganization(context);
    const editor = await addMember(context, owner.token, 'editor');
    // Every save counts, refused ones too: each compiles the schema before it can be refused.
    const first = await call(context.app, 'POST', '/tools', {
      token: owner.token,
      body: lookupOrder(),
    });
    expect(first.statusCode).toBe(201);
    for (let i = 1; i < toolSavesPerUser.limit; i++) {
      const again = await call(context.app, 'POST', '/tools', {
        token: owner.token,
        body: lookupOrder(),
      });
      expect(again.statusCode).toBe(409);
    }
    expectTooManyRequests(
      await call(context.app, 'POST', '/tools', {
        token: owner.token,
        body: lookupOrder({ name: 'another_tool' }),
      }),
    );
    expectTooManyRequests(
      await call(context.app, 'PATCH', `/tools/${first.json().id}`, {
        token: owner.token,
        body: lookupOrder({ description: 'Finds an order by its number.' }),
      }),
    );
    const byEditor = await call(context.app, 'POST', '/tools', {
      token: editor.token,
      body: lookupOrder({ name: 'another_tool' }),
    });
    expect(byEditor.statusCode).toBe(201);
  });

  it('limits the schema drafts of one member, not of the whole team', async () => {
    const owner = await signUpWithOrganization(context);
    const editor = await addMember(context, owner.token, 'editor');
    const draft = (token: string) =>
      call(context.app, 'POST', '/tools/generate-schema', {
        token,
        body: { text: 'Looks up an order by its order number.' },
      });
    for (let i = 0; i < generateSchemaPerUser.limit; i++) {
      expect((await draft(owner.token)).statusCode).toBe(200);
    }
    expectTooManyRequests(await draft(owner.token));
    expect((await draft(editor.token)).statusCode).toBe(200);
  });
});

describe('tool inputs of an attacker’s size', () => {
  it('refuses a description too long to draft from, at once and with a clear message', async () => {
    const { token } = await signUpWithOrganization(context);
    // Thousands of distinct "by <x>" phrases: the generator compares each with all the others.
    const text = Array.from({ length: 17_000 }, (_, i) => `by field${i.toString(36)}`).join(' ');
    expect(text.length).toBeGreaterThan(BIGGEST_BODY / 2);
    expect(text.length).toBeLessThan(BIGGEST_BODY);
    const started = performance.now();
    const refused = await call(context.app, 'POST', '/tools/generate-schema', {
      token,
      body: { text },
    });
    expect(performance.now() - started).toBeLessThan(LINEAR_TIME_BOUND_MS);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_error',
      message: 'Description must be 1000 characters or less.',
    });
  });

  it('refuses a payload too long to compile, at once and with a clear message', async () => {
    const { token } = await signUpWithOrganization(context);
    const properties = Object.fromEntries(
      Array.from({ length: 3000 }, (_, i) => [
        `field_${i}`,
        { type: 'string', pattern: `^(a|b)*[a-z]{1,20}${i}$` },
      ]),
    );
    const payload = JSON.stringify({ type: 'object', properties });
    expect(payload.length).toBeGreaterThan(BIGGEST_BODY / 2);
    expect(payload.length).toBeLessThan(BIGGEST_BODY);
    const started = performance.now();
    const refused = await call(context.app, 'POST', '/tools', {
      token,
      body: lookupOrder({ payload }),
    });
    expect(performance.now() - started).toBeLessThan(LINEAR_TIME_BOUND_MS);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_error',
      message: 'Payload must be 10000 characters or less.',
    });
  });
});

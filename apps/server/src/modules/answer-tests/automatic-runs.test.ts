import { defaultHandoffSettings } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  addKnowledge,
  call,
  signUpWithOrganization,
  useTestContext,
} from '../../../test/support/test-app';

const context = useTestContext();

/** A business with one test that fails until its knowledge says the price. */
async function businessWithTest() {
  const business = await signUpWithOrganization(context, 'Hotel');
  const created = await call(context.app, 'POST', '/answer-tests', {
    token: business.token,
    body: { question: 'How much does a double room cost?', expectation: 'contains', text: '$120' },
  });
  expect(created.statusCode).toBe(201);
  return business.token;
}

async function testsOf(token: string) {
  return (await call(context.app, 'GET', '/answer-tests', { token })).json();
}

/** Answers once the jobs the change added have run: when the tests last ran. */
async function lastRunAfter(token: string, change: () => Promise<unknown>) {
  const before = (await testsOf(token)).lastRunAt;
  await change();
  await context.jobs.drain();
  const after = (await testsOf(token)).lastRunAt;
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
  return testsOf(token);
}

describe('answer tests run by themselves', () => {
  it('after the knowledge changes, with that knowledge', async () => {
    const token = await businessWithTest();
    const listed = await lastRunAfter(token, () =>
      addKnowledge(context, token, 'Our double rooms cost $120 per night.'),
    );
    expect(listed.results[0].lastResult).toMatchObject({ passed: true, previouslyPassed: null });
  });

  it('after the agent configuration is saved', async () => {
    const token = await businessWithTest();
    await lastRunAfter(token, async () => {
      const saved = await call(context.app, 'PATCH', '/agent-configurations', {
        token,
        body: {
          name: 'Ada',
          description: 'Answers questions about the hotel',
          roles: ['self-service'],
          instructions: 'Be brief.',
          interactionStyle: 'professional',
          temperature: 0.5,
        },
      });
      expect(saved.statusCode).toBe(200);
    });
  });

  it('after the handoff settings are saved', async () => {
    const token = await businessWithTest();
    await lastRunAfter(token, async () => {
      const saved = await call(context.app, 'PUT', '/handoff-settings', {
        token,
        body: { ...defaultHandoffSettings, enabled: false },
      });
      expect(saved.statusCode).toBe(200);
    });
  });

  it('after a burst of changes, with all of them', async () => {
    const token = await businessWithTest();
    await Promise.all([
      addKnowledge(context, token, 'Breakfast is served from 7am.'),
      addKnowledge(context, token, 'Check-out is at 11am.'),
      addKnowledge(context, token, 'Our double rooms cost $120 per night.'),
    ]);
    await context.jobs.drain();
    const listed = await testsOf(token);
    // Whatever order the runs took, the last one saw all three snippets.
    expect(listed.results[0].lastResult.passed).toBe(true);
  });

  it("not for another organization's change", async () => {
    const token = await businessWithTest();
    const other = await signUpWithOrganization(context, 'Other');
    await addKnowledge(context, other.token, 'Our double rooms cost $120 per night.');
    await context.jobs.drain();
    expect((await testsOf(token)).lastRunAt).toBeNull();
  });
});

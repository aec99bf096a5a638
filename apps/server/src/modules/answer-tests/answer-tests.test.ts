import {
  ANSWER_TESTS_MAX,
  type AnswerTest,
  type AnswerTestRun,
  defaultHandoffSettings,
} from '@frontdesk/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addKnowledge,
  call,
  signUpWithOrganization,
  useTestContext,
} from '../../../test/support/test-app';

const context = useTestContext();

const ROOMS = 'Our double rooms cost $120 per night, breakfast included.';
const PARKING = 'Parking at the hotel is free for guests, in the garage under the building.';

/** A business with two snippets: what its operator answers from. */
async function hotel() {
  const business = await signUpWithOrganization(context, 'Hotel');
  const rooms = (await addKnowledge(context, business.token, ROOMS)).json();
  const parking = (await addKnowledge(context, business.token, PARKING)).json();
  return { token: business.token, roomsId: rooms.id as string, parkingId: parking.id as string };
}

const addTest = (token: string, body: object) =>
  call(context.app, 'POST', '/answer-tests', { token, body });

async function runTests(token: string): Promise<AnswerTestRun> {
  const response = await call(context.app, 'POST', '/answer-tests/run', { token });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The run's result for the test that asks `question`. */
async function resultOf(token: string, body: object) {
  const created = await addTest(token, body);
  expect(created.statusCode).toBe(201);
  const run = await runTests(token);
  return run.results.find((result) => result.testId === created.json().id)!;
}

describe('answer tests', () => {
  it('adds, lists and deletes a test', async () => {
    const { token } = await hotel();
    const empty = await call(context.app, 'GET', '/answer-tests', { token });
    expect(empty.json()).toEqual({ results: [], lastRunAt: null });

    const created = await addTest(token, {
      question: 'How much is a double room?',
      expectation: 'contains',
      text: '$120',
      contentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(created.statusCode).toBe(201);
    // The operand the expectation does not read is not kept.
    expect(created.json()).toMatchObject({ text: '$120', contentId: null, lastResult: null });

    const listed = await call(context.app, 'GET', '/answer-tests', { token });
    expect(listed.json().results.map((test: { id: string }) => test.id)).toEqual([
      created.json().id,
    ]);
    const deleted = await call(context.app, 'DELETE', `/answer-tests/${created.json().id}`, {
      token,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await call(context.app, 'GET', '/answer-tests', { token })).json().results).toEqual([]);
  });

  it('says which field a test lacks', async () => {
    const { token } = await hotel();
    const noText = await addTest(token, { question: 'Price?', expectation: 'contains' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().message).toBe('Enter the text the answer must contain.');
    const noSnippet = await addTest(token, { question: 'Price?', expectation: 'cites' });
    expect(noSnippet.json().message).toBe('Choose the snippet the answer must cite.');
  });

  it('passes and fails "contains", whatever the case and spacing', async () => {
    const { token } = await hotel();
    const question = 'How much does a double room cost per night?';
    const passing = await resultOf(token, {
      question,
      expectation: 'contains',
      text: '$120  PER night',
    });
    expect(passing).toMatchObject({ passed: true, reason: null });
    expect(passing.answer).toContain('$120');
    const failing = await resultOf(token, { question, expectation: 'contains', text: '$95' });
    expect(failing).toMatchObject({ passed: false, reason: 'The answer does not contain "$95".' });
  });

  it('passes "cites" on the snippet the answer used, and fails on another', async () => {
    const { token, roomsId, parkingId } = await hotel();
    const question = 'Is parking free for guests?';
    expect(
      await resultOf(token, { question, expectation: 'cites', contentId: parkingId }),
    ).toMatchObject({ passed: true });
    expect(
      await resultOf(token, { question, expectation: 'cites', contentId: roomsId }),
    ).toMatchObject({ passed: false, reason: 'The answer cites other snippets.' });
  });

  it('passes "no_answer" when the knowledge does not say, and fails when it does', async () => {
    const { token } = await hotel();
    const unknown = await resultOf(token, {
      question: 'Do you rent kayaks on the lake?',
      expectation: 'no_answer',
    });
    expect(unknown).toMatchObject({ passed: true });
    const known = await resultOf(token, {
      question: 'How much does a double room cost per night?',
      expectation: 'no_answer',
    });
    expect(known).toMatchObject({
      passed: false,
      reason: 'The operator answered instead of saying it has no answer.',
    });
  });

  it('passes "hands_off" when a person is asked for, and fails when handoff is off', async () => {
    const { token } = await hotel();
    const question = 'Can I talk to a person please?';
    expect(await resultOf(token, { question, expectation: 'hands_off' })).toMatchObject({
      passed: true,
    });
    const off = await call(context.app, 'PUT', '/handoff-settings', {
      token,
      body: { ...defaultHandoffSettings, enabled: false },
    });
    expect(off.statusCode).toBe(200);
    await context.jobs.drain();
    const run = await runTests(token);
    expect(run.failed).toBe(1);
    expect(run.results[0]!.reason).toMatch(/instead of handing off to a person\.$/);
  });

  it('stores no conversation and meters no prompt', async () => {
    const { token } = await hotel();
    await addTest(token, {
      question: 'How much is a room?',
      expectation: 'contains',
      text: '$120',
    });
    const read = async () => ({
      conversations: (await call(context.app, 'GET', '/conversations', { token })).json(),
      quota: (await call(context.app, 'GET', '/billing/quota', { token })).json(),
    });
    const before = await read();
    await runTests(token);
    await runTests(token);
    expect(await read()).toEqual(before);
  });

  it('keeps the verdict before the last one, and puts the newly failing first', async () => {
    const { token, roomsId } = await hotel();
    const steady = await addTest(token, {
      question: 'Is parking free?',
      expectation: 'contains',
      text: 'free',
    });
    const breaking = await addTest(token, {
      question: 'How much does a double room cost per night?',
      expectation: 'contains',
      text: '$120',
    });
    expect((await runTests(token)).passed).toBe(2);
    // The knowledge change runs the tests by itself: that run sees the answer break.
    await call(context.app, 'DELETE', `/contents/${roomsId}`, { token });
    await context.jobs.drain();
    const listed = (await call(context.app, 'GET', '/answer-tests', { token })).json();
    expect(listed.lastRunAt).not.toBeNull();
    const verdicts = Object.fromEntries(
      listed.results.map((test: AnswerTest) => [test.id, test.lastResult]),
    );
    expect(verdicts[breaking.json().id]).toMatchObject({ passed: false, previouslyPassed: true });
    expect(verdicts[steady.json().id]).toMatchObject({ passed: true, previouslyPassed: true });

    // The run after compares with that one; what fails still comes first.
    const run = await runTests(token);
    expect(run).toMatchObject({ passed: 1, failed: 1 });
    expect(run.results.map((result) => result.testId)).toEqual([
      breaking.json().id,
      steady.json().id,
    ]);
    expect(run.results[0]).toMatchObject({ passed: false, previouslyPassed: false });
  });
});

describe('answer tests across tenants', () => {
  it("answers 404 for another organization's test and snippet", async () => {
    const owner = await hotel();
    const other = await hotel();
    const test = await addTest(owner.token, {
      question: 'Is parking free?',
      expectation: 'cites',
      contentId: owner.parkingId,
    });
    expect(test.statusCode).toBe(201);

    const deleted = await call(context.app, 'DELETE', `/answer-tests/${test.json().id}`, {
      token: other.token,
    });
    expect(deleted.statusCode).toBe(404);
    const cites = await addTest(other.token, {
      question: 'Is parking free?',
      expectation: 'cites',
      contentId: owner.parkingId,
    });
    expect(cites.statusCode).toBe(404);
    expect(cites.json().message).toBe('Snippet not found.');
    expect(
      (await call(context.app, 'GET', '/answer-tests', { token: other.token })).json().results,
    ).toEqual([]);
    // The owner's test is still there.
    expect(
      (await call(context.app, 'GET', '/answer-tests', { token: owner.token })).json().results,
    ).toHaveLength(1);
  });
});

describe('the bound on answer tests', () => {
  it(`keeps at most ${ANSWER_TESTS_MAX} tests, even when adds arrive at once`, async () => {
    const business = await signUpWithOrganization(context, 'Busy');
    // All but two written directly: the bound is what is tested, not 498 requests.
    await context.database.db.execute(sql`
      INSERT INTO answer_tests (organization_id, question, expectation)
      SELECT ${business.organization.id}::uuid, 'Question ' || n, 'no_answer'
      FROM generate_series(1, ${ANSWER_TESTS_MAX - 2}) AS n`);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        addTest(business.token, { question: `Parallel ${i}`, expectation: 'no_answer' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403]);
    expect(responses.find((response) => response.statusCode === 403)!.json().code).toBe(
      'quota_exceeded',
    );
    const listed = await call(context.app, 'GET', '/answer-tests', { token: business.token });
    expect(listed.json().results).toHaveLength(ANSWER_TESTS_MAX);
  });
});

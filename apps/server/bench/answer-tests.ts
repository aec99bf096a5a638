/**
 * 200 answer tests against 200 snippets, run through the product (POST /answer-tests/run, the
 * real service and the built-in engine on PGlite), beside a floor: the same 200 questions through
 * the knowledge search alone, one after the other. Issue 25 asks for a run in 5 s or less.
 *
 *   npm run bench:answer-tests
 *   npx tsx bench/answer-tests.ts --runs 5 --tests 200 --snippets 200
 *
 * The knowledge is the evaluation corpus's businesses (eval/corpus, 76 snippets as businesses
 * wrote them), topped up with passages from bench/corpus.ts; the tests are the corpus's questions:
 * "contains" the first expected fact, or "no_answer" for those the knowledge does not answer.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ANSWER_TESTS_MAX, type AnswerTestRun, type CreateAnswerTest } from '@frontdesk/contracts';
import pino from 'pino';
import { heldOutCorpus, tuningCorpus } from '../eval/corpus';
import { createKnowledgeBase } from '../src/operator/retrieval/knowledge-base';
import { openDatabase } from '../src/platform/db/client';
import { runOutsideTenant } from '../src/platform/db/tenant-context';
import { call, createTestContext, signUpWithOrganization } from '../test/support/test-app';
import { createCorpus } from './corpus';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    tests: { type: 'string', default: '200' },
    snippets: { type: 'string', default: '200' },
  },
});
const runs = Number(args.runs);
const testCount = Math.min(Number(args.tests), ANSWER_TESTS_MAX);
const snippetCount = Number(args.snippets);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const businesses = [...tuningCorpus, ...heldOutCorpus];
const corpus = createCorpus();
const snippets = businesses.flatMap((business) => business.knowledge);
while (snippets.length < snippetCount) snippets.push(corpus.passage());
snippets.length = snippetCount;

/** The corpus's questions, taken from each business in turn so that every one is asked about. */
const tests: CreateAnswerTest[] = [];
for (let i = 0; tests.length < testCount; i++) {
  const business = businesses[i % businesses.length]!;
  const question = business.questions[Math.floor(i / businesses.length)];
  if (!question) continue;
  tests.push(
    'expect' in question
      ? { question: question.text, expectation: 'contains', text: question.expect[0] }
      : { question: question.text, expectation: 'no_answer' },
  );
}

const logger = pino({ level: 'silent' });
const database = await openDatabase({ kind: 'pglite' });
const context = await createTestContext({}, { database });
try {
  const business = await signUpWithOrganization(context, 'Bench', { plan: 'enterprise' });
  const organizationId: string = business.organization.id;
  // Written by the knowledge base directly: no plan lets 200 snippets in through the API, and
  // the benchmark measures runs, not adds. Before any question, so no process holds an old index.
  const knowledge = await createKnowledgeBase(database.db, undefined, logger);
  for (const text of snippets) await runOutsideTenant(() => knowledge.add(organizationId, text));
  for (const body of tests) {
    const created = await call(context.app, 'POST', '/answer-tests', {
      token: business.token,
      body,
    });
    if (created.statusCode !== 201) throw new Error(`adding a test failed: ${created.body}`);
  }

  // The floor: what a run cannot go below, each question's knowledge search, one at a time.
  await knowledge.search(organizationId, tests[0]!.question);
  await knowledge.settled();
  const floors: number[] = [];
  for (let round = 0; round < runs; round++) {
    const started = performance.now();
    for (const test of tests) await knowledge.search(organizationId, test.question);
    floors.push(performance.now() - started);
  }

  const times: number[] = [];
  let last: AnswerTestRun | undefined;
  for (let round = 0; round < runs; round++) {
    const started = performance.now();
    const response = await call(context.app, 'POST', '/answer-tests/run', {
      token: business.token,
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`the run failed: ${response.body}`);
    last = response.json();
  }

  console.log(
    `answer tests: ${tests.length} tests, ${snippets.length} snippets, PGlite, built-in engine`,
  );
  console.log(
    `  run (POST /answer-tests/run): ${times.map(seconds).join(', ')}; median ${seconds(median(times))}`,
  );
  console.log(
    `  floor (the same questions, knowledge search alone, one at a time): median ${seconds(median(floors))}`,
  );
  console.log(`  ratio run / floor: ${(median(times) / median(floors)).toFixed(2)}`);
  console.log(`  verdicts of the last run: ${last!.passed} passed, ${last!.failed} failed`);
  console.log(`  goal: <= 5 s: ${median(times) <= 5000 ? 'met' : 'NOT met'}`);
} finally {
  await context.close();
}

import {
  ANSWER_TESTS_MAX,
  type AnswerTest,
  type AnswerTestExpectation,
  type AnswerTestResult,
  type AnswerTestRun,
  type CreateAnswerTest,
} from '@frontdesk/contracts';
import type { DryRunAnswer } from '../../operator/turn';
import type { Database } from '../../platform/db/client';
import { runAsTenant } from '../../platform/db/tenant-context';
import { checkQuotaInTransaction } from '../../platform/db/transaction-lock';
import { AppError } from '../../platform/errors';
import * as store from './answer-tests.store';
import { ANSWER_EXCERPT_CHARACTERS, type JudgedAnswer, judgeAnswer } from './answer-verdict';

export interface AnswerTestsServiceDeps {
  db: Database;
  /**
   * The operator's answer as the first turn of a new conversation, with nothing stored or
   * metered (`operator.dryRun`): runs never count as prompts nor appear as conversations.
   */
  dryRun(organizationId: string, question: string): Promise<DryRunAnswer>;
  /** Whether the snippet is one of the organization's (the knowledge base owns snippets). */
  hasSnippet(organizationId: string, contentId: string): Promise<boolean>;
}

/** Questions asked at once in a run: the engine is quick, the database serves one at a time. */
const RUN_CONCURRENCY = 4;

/**
 * An organization's answer tests: what its operator must answer, and the verdict of each run on
 * the current knowledge and configuration.
 */
export function createAnswerTestsService(deps: AnswerTestsServiceDeps) {
  const { db } = deps;
  /** The run going on per organization in this process: a second 'Run tests' gets its result. */
  const running = new Map<string, Promise<AnswerTestRun>>();

  async function runNow(organizationId: string): Promise<AnswerTestRun> {
    const ranAt = new Date();
    const tests = await store.listTests(db, organizationId);
    const verdicts = await mapBounded(tests, RUN_CONCURRENCY, async (test) => {
      const answer = await answerOf(organizationId, test.question);
      const verdict = answer
        ? judgeAnswer({ ...test, expectation: test.expectation as AnswerTestExpectation }, answer)
        : { passed: false, reason: 'The operator could not answer (an error or a time-out).' };
      return {
        id: test.id,
        answer: answer?.text.slice(0, ANSWER_EXCERPT_CHARACTERS) ?? '',
        ...verdict,
      };
    });
    await store.recordVerdicts(db, organizationId, verdicts, ranAt);
    const results = verdicts.map(
      (verdict, i): AnswerTestResult => ({
        testId: verdict.id,
        passed: verdict.passed,
        answer: verdict.answer,
        reason: verdict.reason,
        previouslyPassed: tests[i]!.lastPassed,
      }),
    );
    return {
      passed: results.filter((result) => result.passed).length,
      failed: results.filter((result) => !result.passed).length,
      results: results.sort((a, b) => rankOf(a) - rankOf(b)),
    };
  }

  /** One failing question fails its test, not the run. */
  async function answerOf(organizationId: string, question: string) {
    try {
      return (await deps.dryRun(organizationId, question)) as JudgedAnswer;
    } catch {
      return undefined;
    }
  }

  const service = {
    async list(organizationId: string) {
      const rows = await store.listTests(db, organizationId);
      const lastRunAt = rows.reduce<Date | null>(
        (latest, row) =>
          row.lastRunAt && (!latest || row.lastRunAt > latest) ? row.lastRunAt : latest,
        null,
      );
      return { results: rows.map(toAnswerTest), lastRunAt: lastRunAt?.toISOString() ?? null };
    },

    async create(organizationId: string, input: CreateAnswerTest): Promise<AnswerTest> {
      const cites = input.expectation === 'cites';
      if (cites && !(await deps.hasSnippet(organizationId, input.contentId!))) {
        throw new AppError('not_found', 'Snippet not found.');
      }
      const row = await db.transaction(async (tx) => {
        // Counted under a lock in the inserting transaction: parallel adds cannot all see room.
        await checkQuotaInTransaction(tx, {
          organizationId,
          resource: 'answer-tests',
          check: (existing) => {
            if (existing >= ANSWER_TESTS_MAX) {
              throw new AppError(
                'quota_exceeded',
                `An organization keeps at most ${ANSWER_TESTS_MAX} answer tests. Delete one to add another.`,
              );
            }
          },
          count: () => store.countTests(tx, organizationId),
        });
        return store.insertTest(tx, organizationId, {
          question: input.question,
          expectation: input.expectation,
          // Only the operand the expectation reads is kept.
          text: input.expectation === 'contains' ? (input.text ?? null) : null,
          contentId: cites ? input.contentId! : null,
        });
      });
      return toAnswerTest(row);
    },

    /** Whether there is anything to run (a change in an organization without tests costs a count). */
    hasTests: async (organizationId: string) => (await store.countTests(db, organizationId)) > 0,

    async remove(organizationId: string, id: string): Promise<void> {
      if (!(await store.deleteTest(db, organizationId, id))) {
        throw new AppError('not_found', 'Answer test not found.');
      }
    },

    /** Runs every test now; while one runs for the organization, its result is the answer. */
    run(organizationId: string): Promise<AnswerTestRun> {
      const current = running.get(organizationId);
      if (current) return current;
      const started = runNow(organizationId).finally(() => running.delete(organizationId));
      running.set(organizationId, started);
      return started;
    },

    /**
     * A run that starts after any run going on now has ended: after a change, a run that began
     * before it may have read the old knowledge. Acts as the organization's tenant (jobs do not).
     */
    async runAfterCurrent(organizationId: string): Promise<void> {
      await running.get(organizationId)?.catch(() => undefined);
      await runAsTenant(organizationId, () => service.run(organizationId));
    },
  };
  return service;
}

export type AnswerTestsService = ReturnType<typeof createAnswerTestsService>;

/** Newly failing first, then the rest that fail, then those that pass. */
function rankOf(result: AnswerTestResult): number {
  if (result.passed) return 2;
  return result.previouslyPassed ? 0 : 1;
}

function toAnswerTest(row: store.AnswerTestRow): AnswerTest {
  return {
    id: row.id,
    question: row.question,
    expectation: row.expectation as AnswerTestExpectation,
    text: row.text,
    contentId: row.contentId,
    created_at: row.createdAt.toISOString(),
    lastResult:
      row.lastPassed === null
        ? null
        : {
            testId: row.id,
            passed: row.lastPassed,
            answer: row.lastAnswer ?? '',
            reason: row.lastReason,
            previouslyPassed: row.previouslyPassed,
          },
  };
}

/** `work` over `items`, at most `limit` at a time, results in the items' order. */
async function mapBounded<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

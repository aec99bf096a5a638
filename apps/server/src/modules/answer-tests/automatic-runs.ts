import type { ChangeFeed } from '../../platform/db/change-feed';
import type { JobQueue } from '../../platform/jobs';
import type { AnswerTestsService } from './answer-tests.service';

/**
 * The change feed's areas (`${area}:${organizationId}` topics) whose changes can change an answer:
 * the knowledge base's snippets, the agent configuration, the handoff settings. Named here, not
 * imported, since modules never import each other; automatic-runs.test.ts changes each through
 * the API and sees a run follow, so a renamed area fails a test rather than going quiet.
 */
export const ANSWER_CHANGING_AREAS = ['knowledge', 'agent-configuration', 'handoff-settings'];

export const ANSWER_TESTS_JOB = 'answer-tests-run';

/** Runs again after a run at most this often when changes keep arriving during it. */
const MAX_RUNS_PER_JOB = 3;

/**
 * Tests run by themselves after every change of what answers (decision in docs: answer tests).
 * The change feed tells every process of every change, in whichever process it was written; each
 * process adds a job whose id names the organization, so a burst of changes (and the same change
 * heard by several processes) makes one waiting run: the queue keeps one job per id, in process
 * or in Redis. A change heard while that run goes on cannot add another (its id is taken), so the
 * run itself looks again: the process running it hears every change too, and runs once more when
 * one arrived since it began.
 */
export function startAutomaticRuns(deps: {
  jobs: JobQueue;
  changes: Pick<ChangeFeed, 'subscribe'>;
  answerTests: Pick<AnswerTestsService, 'runAfterCurrent' | 'hasTests'>;
}) {
  const { jobs, changes, answerTests } = deps;
  /** Changes heard per organization, so a run knows whether one arrived while it went on. */
  const heard = new Map<string, number>();

  jobs.define<{ organizationId: string }>(ANSWER_TESTS_JOB, {
    async run({ organizationId }) {
      try {
        for (let runs = 0; runs < MAX_RUNS_PER_JOB; runs++) {
          const before = heard.get(organizationId) ?? 0;
          if (!(await answerTests.hasTests(organizationId))) return;
          await answerTests.runAfterCurrent(organizationId);
          if ((heard.get(organizationId) ?? 0) === before) return;
        }
      } finally {
        heard.delete(organizationId);
      }
    },
  });

  changes.subscribe((topic) => {
    // undefined: the feed lost its connection. Nothing is known to have changed; the next
    // change runs the tests.
    if (topic === undefined) return;
    const colon = topic.indexOf(':');
    if (!ANSWER_CHANGING_AREAS.includes(topic.slice(0, colon))) return;
    const organizationId = topic.slice(colon + 1);
    heard.set(organizationId, (heard.get(organizationId) ?? 0) + 1);
    void jobs.add(
      ANSWER_TESTS_JOB,
      { organizationId },
      { jobId: `${ANSWER_TESTS_JOB}-${organizationId}` },
    );
  });
}

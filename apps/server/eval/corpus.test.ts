import { describe, expect, it } from 'vitest';
import { isPostgresRerun } from '../test/support/database';
import { useModelTestContext, useTestContext } from '../test/support/test-app';
import { heldOutCorpus, tuningCorpus } from './corpus';
import {
  containsFacts,
  EVAL_ENV,
  evaluateBuiltin,
  evaluateModelKnowledge,
  formatReport,
  knowledgeSent,
} from './evaluate';

/**
 * The development corpus (docs/decisions/022-evaluation-corpus.md): businesses and questions
 * written by people who never saw the engine, split by business into a tuning part and a held-out
 * part before any rule was changed. Both parts are reported; the held-out part by its figures
 * only, so that nobody tunes on its questions. What must hold already is asserted (no business
 * is given another's facts); the accuracy goals are tracked in docs/benchmarks.md.
 */
const TIMEOUT_MS = 180_000;

const parts = [
  { name: 'tuning part', set: tuningCorpus, misses: true },
  { name: 'held-out part', set: heldOutCorpus, misses: false },
];

describe('the development corpus', () => {
  it('asks 1,320 questions of 33 businesses, a quarter unanswerable, every expected fact in its knowledge', () => {
    const businesses = [...tuningCorpus, ...heldOutCorpus];
    const questions = businesses.flatMap((business) => business.questions);
    expect(businesses).toHaveLength(33);
    expect(heldOutCorpus).toHaveLength(6);
    expect(new Set(businesses.map((business) => business.id)).size).toBe(33);
    expect(questions).toHaveLength(1320);
    expect(questions.filter((question) => !('expect' in question)).length).toBe(330);
    const missing = businesses.flatMap((business) =>
      business.questions.flatMap((question) =>
        'expect' in question
          ? question.expect.filter((fact) => !containsFacts(business.knowledge.join('\n'), [fact]))
          : [],
      ),
    );
    expect(missing).toEqual([]);
  });
});

// The engine's figures on PGlite only: they measure the engine, not the database (the committed
// set, answer-quality.test.ts, and the retrieval tests run on both), and the corpus is the
// gate's longest file (102 s on PGlite, 61 s more on PostgreSQL).

describe.skipIf(isPostgresRerun)('the development corpus, built-in engine', () => {
  const context = useTestContext(EVAL_ENV);

  for (const part of parts) {
    it(
      `answers the ${part.name} without another business's facts`,
      async () => {
        const report = await evaluateBuiltin(context, part.set);
        console.log(
          formatReport(`Built-in engine, corpus ${part.name}`, report, { misses: part.misses }),
        );
        expect(report.answerable + report.unanswerable).toBeGreaterThan(0);
        expect(report.leaks).toBe(0);
      },
      TIMEOUT_MS,
    );
  }
});

describe.skipIf(isPostgresRerun)(
  'the development corpus, passages given to a configured model',
  () => {
    const { context, model } = useModelTestContext({ reply: 'Thanks for asking!' }, EVAL_ENV);

    for (const part of parts) {
      it(
        `gives the model the ${part.name}'s passages without another business's facts`,
        async () => {
          const report = await evaluateModelKnowledge(context, part.set, () =>
            knowledgeSent(model),
          );
          console.log(
            formatReport(
              `Passages given to the model, corpus ${part.name} (accuracy = recall)`,
              report,
              {
                misses: part.misses,
              },
            ),
          );
          expect(report.leaks).toBe(0);
        },
        TIMEOUT_MS,
      );
    }
  },
);

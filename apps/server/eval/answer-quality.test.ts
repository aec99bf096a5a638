import { describe, expect, it } from 'vitest';
import { useModelTestContext, useTestContext } from '../test/support/test-app';
import {
  EVAL_ENV,
  evaluateBuiltin,
  evaluateModelKnowledge,
  formatReport,
  knowledgeSent,
} from './evaluate';
import { evalSet } from './set';

/** The bar the landing page's "95%+ accuracy" sets, and the honesty the product owes. */
const MIN_ACCURACY = 0.95;
const MIN_ABSTENTION = 0.8;
/** The whole set, both databases' set-up included, stays well under a minute. */
const TIMEOUT_MS = 60_000;

describe('answer quality of the built-in engine', () => {
  const context = useTestContext(EVAL_ENV);

  it(
    'answers the set right, says when it does not know, and never leaks',
    async () => {
      const report = await evaluateBuiltin(context, evalSet);
      console.log(formatReport('Built-in engine, through the public API', report));
      expect(report.leaks).toBe(0);
      expect(report.accuracy).toBeGreaterThanOrEqual(MIN_ACCURACY);
      expect(report.abstention).toBeGreaterThanOrEqual(MIN_ABSTENTION);
    },
    TIMEOUT_MS,
  );
});

describe('passages given to a configured model', () => {
  const { context, model } = useModelTestContext({ reply: 'Thanks for asking!' }, EVAL_ENV);

  it(
    'hold the answer to every answerable question, and nothing of another business',
    async () => {
      const report = await evaluateModelKnowledge(context, evalSet, () => knowledgeSent(model));
      console.log(
        formatReport('Passages given to the model (accuracy = the answer is among them)', report),
      );
      expect(report.leaks).toBe(0);
      expect(report.accuracy).toBeGreaterThanOrEqual(MIN_ACCURACY);
    },
    TIMEOUT_MS,
  );
});

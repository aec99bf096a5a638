import { describe, expect, it } from 'vitest';
import { saysItDoesNotKnow } from '../src/operator/models/builtin-answer';
import { useModelTestContext, useTestContext } from '../test/support/test-app';
import {
  askEveryQuestion,
  containsFacts,
  type EvalOutcome,
  formatReport,
  leaksInto,
  setUpSites,
  summarize,
} from './evaluate';
import { evalSet } from './set';

/** The bar the landing page's "95%+ accuracy" sets, and the honesty the product owes. */
const MIN_ACCURACY = 0.95;
const MIN_ABSTENTION = 0.8;
/** The whole set, both databases' set-up included, stays well under a minute. */
const TIMEOUT_MS = 60_000;

// Customers ask quickly and from one address: the eval measures answers, not the plan's throttles.
// The set keeps one application busy for longer than the default request timeout's timers.
const env = { PUBLIC_API_RATE_LIMITS: 'off', REQUEST_TIMEOUT_MS: '300000' };

describe('answer quality of the built-in engine', () => {
  const context = useTestContext(env);

  it(
    'answers the set right, says when it does not know, and never leaks',
    async () => {
      const sites = await setUpSites(context, evalSet);
      const outcomes: EvalOutcome[] = [];
      const durations = await askEveryQuestion(
        context,
        sites,
        ({ site, question, answer, sources }) => {
          const abstained = saysItDoesNotKnow(answer);
          const answerable = 'expect' in question;
          outcomes.push({
            business: site.business.id,
            question: question.text,
            answerable,
            passed: answerable ? !abstained && containsFacts(answer, question.expect) : abstained,
            leaks: leaksInto([answer, ...sources].join('\n'), site.business, evalSet),
            judged: answer,
          });
        },
      );
      const report = summarize(outcomes, durations);
      console.log(formatReport('Built-in engine, through the public API', report));
      expect(report.leaks).toBe(0);
      expect(report.accuracy).toBeGreaterThanOrEqual(MIN_ACCURACY);
      expect(report.abstention).toBeGreaterThanOrEqual(MIN_ABSTENTION);
    },
    TIMEOUT_MS,
  );
});

describe('passages given to a configured model', () => {
  const { context, model } = useModelTestContext({ reply: 'Thanks for asking!' }, env);

  it(
    'hold the answer to every answerable question, and nothing of another business',
    async () => {
      const sites = await setUpSites(context, evalSet);
      const outcomes: EvalOutcome[] = [];
      const durations = await askEveryQuestion(context, sites, ({ site, question }) => {
        const system = model.requests.at(-1)?.messages.find((m) => m.role === 'system')?.content;
        const knowledge = system?.split('Knowledge:').at(-1) ?? '';
        const answerable = 'expect' in question;
        outcomes.push({
          business: site.business.id,
          question: question.text,
          answerable,
          // Whether to answer an unanswerable question is the model's call: only leaks count there.
          passed: answerable ? containsFacts(knowledge, question.expect) : true,
          leaks: leaksInto(knowledge, site.business, evalSet),
          judged: knowledge,
        });
      });
      const report = summarize(outcomes, durations);
      console.log(
        formatReport('Passages given to the model (accuracy = the answer is among them)', report),
      );
      expect(report.leaks).toBe(0);
      expect(report.accuracy).toBeGreaterThanOrEqual(MIN_ACCURACY);
    },
    TIMEOUT_MS,
  );
});

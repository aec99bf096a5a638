import type { LanguageCode } from '@frontdesk/contracts';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/operator/language/detect';
import { isPostgresRerun } from '../../test/support/database';
import { useTestContext } from '../../test/support/test-app';
import {
  EVAL_ENV,
  type EvalReport,
  type EvalTurn,
  evaluateBuiltin,
  formatReport,
  summarize,
} from '../evaluate';
import { answerSets, HELD_OUT_BUSINESSES } from './sets';

/**
 * Issue 27's measure of answers per language: the answer set written in each language, asked
 * through the public API as a customer whose browser speaks it (the widget sends its locale).
 * Reported for the businesses the rules were tuned on and for the two held out (sets.ts). The
 * nine languages run in three files (answers-*.test.ts), so that the suite's workers share them;
 * English's set is measured by eval/answer-quality.test.ts.
 */

/**
 * Floors that hold every language's figures, so a change that breaks a language fails. Accuracy:
 * below where every language stands (72-86% of each whole set), far from issue 27's goal (within
 * 5 points of English), which is open. Abstention: the goal itself, within 10 points of English's
 * 82.9% on the same set, which a vocabulary kept for a language must not lower it past (decision
 * 027: Spanish and French keep fewer of their topics' phrases for it).
 */
const MIN_ACCURACY = 0.65;
const MIN_ABSTENTION = 0.729;
/** Every language's set (about 190 questions) on one application. */
const TIMEOUT_MS = 120_000;

/** A reply is in another language when the detector is sure of another one. */
async function repliedInAnotherLanguage(turn: EvalTurn, language: LanguageCode) {
  if (turn.language !== language) return true;
  const found = await detectLanguage(turn.answer);
  return found?.reliable === true && found.language !== language;
}

function parts(report: EvalReport) {
  const tuned = report.outcomes.filter((o) => !HELD_OUT_BUSINESSES.includes(o.business));
  const held = report.outcomes.filter((o) => HELD_OUT_BUSINESSES.includes(o.business));
  return { tuned: summarize(tuned, []), held: summarize(held, []) };
}

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

// On PGlite only: the same statements run on PostgreSQL in the retrieval tests of each language,
// and ten sets twice would double the suite's longest file.
export function describeAnswersIn(languages: readonly LanguageCode[]) {
  describe.skipIf(isPostgresRerun)('answers in ten languages (issue 27)', () => {
    const context = useTestContext(EVAL_ENV);

    it.each(languages)(
      '%s: answers from knowledge in the language, in the language',
      async (language) => {
        const turns: EvalTurn[] = [];
        const report = await evaluateBuiltin(context, answerSets[language], {
          locale: language,
          onTurn: (turn) => turns.push(turn),
        });
        let other = 0;
        for (const turn of turns) {
          if (!(await repliedInAnotherLanguage(turn, language))) continue;
          other += 1;
          console.log(
            `${language}: replied in another language to "${turn.question.text}": ${turn.answer}`,
          );
        }
        const { tuned, held } = parts(report);
        if (process.env.EVAL_SHOW_MISSES) {
          console.log(formatReport(`${language}: tuning businesses`, tuned));
        }
        console.log(
          `${language}: tuning ${percent(tuned.accuracy)} right, ${percent(tuned.abstention)} abstention; ` +
            `held out ${percent(held.accuracy)} right, ${percent(held.abstention)} abstention; ` +
            `${other} replies in another language; ${report.leaks} leaks`,
        );
        expect(report.leaks).toBe(0);
        expect(other).toBe(0);
        expect(report.accuracy).toBeGreaterThanOrEqual(MIN_ACCURACY);
        expect(report.abstention).toBeGreaterThanOrEqual(MIN_ABSTENTION);
      },
      TIMEOUT_MS,
    );
  });
}

import type { AnswerTestExpectation, MessageOutcome } from '@frontdesk/contracts';

/** What a test expects: the expectation and its operand (the text, or the snippet). */
export interface Expectation {
  expectation: AnswerTestExpectation;
  text: string | null;
  contentId: string | null;
}

/** What the operator replied, as a dry run gives it. */
export interface JudgedAnswer {
  text: string;
  outcome: MessageOutcome;
  sources: { contentId: string }[];
}

export interface Verdict {
  passed: boolean;
  /** Why it failed, in words; null when it passed. */
  reason: string | null;
}

/** The stored answer is this long at most: enough to see what went wrong. */
export const ANSWER_EXCERPT_CHARACTERS = 500;

/** Case and spacing never decide a verdict: "$120 per  night" contains "$120 Per night". */
const normalized = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** What the operator did instead, for a reason: "answered", "handed off", … */
const didInstead: Record<MessageOutcome, string> = {
  answered: 'answered',
  tool: 'answered',
  no_answer: 'said it has no answer',
  handed_off: 'handed off to a person',
};

const pass: Verdict = { passed: true, reason: null };
const fail = (reason: string): Verdict => ({ passed: false, reason });

/** Whether `answer` meets the test's expectation, and why not. */
export function judgeAnswer(test: Expectation, answer: JudgedAnswer): Verdict {
  switch (test.expectation) {
    case 'contains': {
      const text = test.text ?? '';
      return normalized(answer.text).includes(normalized(text))
        ? pass
        : fail(`The answer does not contain "${text}".`);
    }
    case 'cites': {
      // The snippet was deleted since (its id is set null): nothing can cite it any more.
      if (!test.contentId) return fail('The snippet this test expects was deleted.');
      if (answer.sources.some((source) => source.contentId === test.contentId)) return pass;
      return fail(
        answer.sources.length === 0
          ? 'The answer cites no snippet.'
          : 'The answer cites other snippets.',
      );
    }
    case 'no_answer':
      return answer.outcome === 'no_answer'
        ? pass
        : fail(`The operator ${didInstead[answer.outcome]} instead of saying it has no answer.`);
    case 'hands_off':
      return answer.outcome === 'handed_off'
        ? pass
        : fail(`The operator ${didInstead[answer.outcome]} instead of handing off to a person.`);
  }
}

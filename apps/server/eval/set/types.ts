/**
 * The answer-quality evaluation set: businesses with the knowledge they would write, and the
 * questions their customers type. Each answerable question lists the facts a right answer must
 * contain (every one of them, for a two-part question); an unanswerable one expects the operator
 * to say it does not know. Cross-business probes ask one business what only another one knows.
 */
export interface EvalBusiness {
  /** A short id used in reports and in cross-business probes. */
  id: string;
  name: string;
  /** The knowledge snippets as the business would paste them (each under the 5,000-character cap). */
  knowledge: string[];
  questions: EvalQuestion[];
}

export type EvalQuestion =
  | {
      text: string;
      /** Facts the answer must contain (case and spacing ignored). */
      expect: string[];
    }
  | {
      text: string;
      /** The knowledge does not say: the right answer is an honest "I don't know". */
      unanswerable: true;
      /** Set when the question is about another business of the set (a cross-business probe). */
      probes?: string;
    };

/**
 * What the two rankers share: the ranking statement (full-text.ts), which reads the tables, and
 * the in-memory index (knowledge-index.ts), which reads an organization's postings loaded once.
 * Their constants live here so that they cannot drift apart (decision 020).
 */
export const RANKING = {
  /**
   * BM25's usual constants. Term frequency is taken as one (a passage is a paragraph: saying a
   * word twice rarely makes it more relevant); passage length still normalizes.
   */
  k1: 1.2,
  b: 0.75,
  /** What each further word of a group adds to a passage, beside its best word's value. */
  secondaryMatch: 0.25,
  /** Document frequencies are capped at this: a word in more passages is common, whatever the count. */
  frequencyCap: 50,
  /**
   * The organization's size (BM25's N) is capped at this many passages: exact for most
   * organizations, and beyond it IDF only needs to tell rare words from common ones.
   */
  collectionCap: 500,
  /**
   * A small knowledge base is weighed as if it had at least this many passages: with three
   * passages, a word in all of them is still what the business talks about, not noise.
   */
  minCollection: 20,
  /**
   * Candidates are the passages holding the question's rarest words, added rarest first until
   * about this many passages are covered (and never more than twice as many): the ranking cost
   * stays flat however many passages contain the common words (which still count when ranking
   * the candidates).
   */
  candidateCap: 100,
} as const;

/** A lexeme of the question, in its group, with the weight of the word it came from. */
export interface WeighedTerm {
  group: number;
  lexeme: string;
  weight: number;
}

export interface RankedPassage {
  passageId: string;
  rank: number;
  /** Per group, the best value this passage earned. */
  matched: Record<number, number>;
}

/** What a ranking answers before the passages' texts are read. */
export interface Ranking {
  passages: RankedPassage[];
  groups: { group: number; importance: number; isKnown: boolean }[];
  terms: { lexeme: string; group: number; value: number }[];
  contactPassageId: string | undefined;
}

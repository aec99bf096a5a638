import type { Database } from '../../platform/db/client';
import { expandQuestion, WEIGHTS } from './question';
import { termsOf } from './stems';
import { sharedWordNet } from './wordnet';

/**
 * One thing a question asks about, as the engine reads it (question.ts): the customer's word in
 * all the forms the engine searches for it (its stems, its lemma, a corrected slip), the
 * customer-service concept it evokes, and its WordNet synonyms.
 */
export interface QuestionTopic {
  /** Postgres stems of the customer's own word and its forms ("bought": bought, buy). */
  words: string[];
  /** The vocabulary's concept ("how much" and "price" are both `price`). */
  concept?: string;
  /** Stems of its synonyms: "dye" relates to "color", "pause" to "freeze". */
  related: string[];
  /** A word that only describes ("big", "free", "available"): it says less about the topic. */
  isModifier: boolean;
  /**
   * How common the customer's word is in English (WordNet's tagged corpus; 0 for a word it does
   * not know, a name like "slack"): "give" and "offer" say less than "loaner".
   */
  commonness: number;
}

/**
 * Each question's topics, in order: the engine's own expansion (stop words dropped, slips
 * corrected, concepts and synonyms added), stemmed by the database's `english` configuration
 * (termsOf, remembered in the process), so that grouping and answering agree on what a question
 * means. Words the engine adds for a concept are left out: the concept stands for them.
 */
export async function questionTopics(
  db: Database,
  questions: string[],
): Promise<QuestionTopic[][]> {
  const wordnet = await sharedWordNet();
  const expansions = await Promise.all(questions.map((q) => expandQuestion(q, wordnet)));
  // One round trip for the words not yet stemmed in this process, not one per question.
  await termsOf(db, expansions.flat());
  return Promise.all(
    expansions.map(async (words) => {
      const topics = new Map<number, QuestionTopic>();
      const topicOf = (group: number) => {
        let topic = topics.get(group);
        if (!topic) {
          const concept = words.find((word) => word.group === group)?.concept;
          topic = {
            words: [],
            related: [],
            isModifier: true,
            commonness: 0,
            ...(concept ? { concept } : {}),
          };
          topics.set(group, topic);
        }
        return topic;
      };
      for (const term of await termsOf(db, words)) {
        const topic = topicOf(term.group);
        if (term.weight === WEIGHTS.concept) continue;
        if (term.weight === WEIGHTS.synonym) topic.related.push(term.lexeme);
        else {
          topic.words.push(term.lexeme);
          if (term.weight > WEIGHTS.modifier) topic.isModifier = false;
        }
      }
      for (const word of words) {
        const lemma = wordnet?.lemmaOf(word.word);
        if (!lemma || word.weight === WEIGHTS.synonym || word.weight === WEIGHTS.concept) continue;
        const count = Math.max(0, ...wordnet!.entries(lemma).map((entry) => entry.taggedCount));
        const topic = topicOf(word.group);
        topic.commonness = Math.max(topic.commonness, count);
      }
      // A concept evoked by a phrase ("money back") is a topic of its own, with no word.
      for (const topic of topics.values()) if (topic.words.length === 0) topic.isModifier = false;
      return [...topics.values()].filter((t) => t.words.length > 0 || t.concept);
    }),
  );
}

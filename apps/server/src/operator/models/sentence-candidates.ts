import { AGE_RULES } from '../retrieval/ages';
import { COUNT_RULES } from '../retrieval/counts';
import type { QuestionProfile, RetrievedPassage } from '../retrieval/full-text';
import { LANGUAGE_ANSWER_SHAPES } from '../retrieval/language-concepts';
import {
  type QuantityKind,
  type QuantityRule,
  quantityOfConcept,
  ruleFit,
} from '../retrieval/quantity-rules';
import { RANKING } from '../retrieval/ranking';
import { CONCEPTS } from '../retrieval/vocabulary';

/**
 * The sentences of the retrieved passages as candidates for an answer, each with what it says
 * about each part of the question.
 */

/** How many of the best passages the answer may quote from. */
const PASSAGES_QUOTED = 4;
/** A sentence under a heading ("Opening hours") is about it, though less than about its own words. */
const HEADING_CONTEXT = 0.5;
/** A sentence goes on with the topic of the one before it ("Financing: ... with terms of ..."). */
const PREVIOUS_CONTEXT = 0.25;

export interface Candidate {
  text: string;
  passageId: string;
  /** Passage rank, then position: the order sentences are said in. */
  order: number;
  /** Its place in its passage, from 0. */
  position: number;
  /** Its passage's place among the retrieved ones, from 0. */
  passageIndex: number;
  /** Per group, the value this sentence earns (with its heading's and previous sentence's). */
  values: Map<number, number>;
  /** Per group, what its own words earn. */
  own: Map<number, number>;
  /** The sentence that follows it in its passage, said with it when this one is a question. */
  next?: Candidate;
}

export const isHeading = (sentence: string) =>
  sentence.length <= 60 && !/[.!?:;,)。！？：）]$/.test(sentence) && !/\d/.test(sentence);

const answerPatterns = new Map(
  CONCEPTS.flatMap((concept) =>
    concept.answers ? [[concept.name, concept.answers] as const] : [],
  ),
);

/** The rules that answer a quantity the customer stated, by its kind (quantity-rules.ts). */
const QUANTITY_RULES: Record<QuantityKind, QuantityRule[]> = { age: AGE_RULES, count: COUNT_RULES };

/** Concepts only a sentence of their shape answers (vocabulary.ts, `onlyAnsweredBy`). */
export const onlyAnsweredBy = new Map(
  CONCEPTS.flatMap((concept) =>
    concept.onlyAnsweredBy ? [[concept.name, concept.onlyAnsweredBy] as const] : [],
  ),
);

/** What a concept's answer looks like in a question's language. */
const patternOf = (concept: string, language: QuestionProfile['language']) =>
  (language && language !== 'en' ? LANGUAGE_ANSWER_SHAPES[concept] : undefined) ??
  answerPatterns.get(concept);

/**
 * What a sentence earns per group: its best word's value and a little for each other word of the
 * group; and the group's whole importance when it holds the kind of fact the group asks for (an
 * amount for "how much", a clock time for "when do you open"), whatever its words. A group only a
 * shape answers (a holiday) earns by its shape alone.
 */
function valuesOf(
  sentence: { text: string; lexemes: string[] },
  byLexeme: Map<string, QuestionProfile['terms']>,
  profile: QuestionProfile,
  importance: Map<number, number>,
) {
  const perGroup = new Map<number, number[]>();
  for (const lexeme of new Set(sentence.lexemes)) {
    for (const term of byLexeme.get(lexeme) ?? []) {
      perGroup.set(term.group, [...(perGroup.get(term.group) ?? []), term.value]);
    }
  }
  const values = new Map<number, number>();
  for (const [group, found] of perGroup) {
    const best = Math.max(...found);
    const rest = found.reduce((sum, value) => sum + value, 0) - best;
    values.set(group, best + RANKING.secondaryMatch * rest);
  }
  for (const [group, concept] of Object.entries(profile.concepts)) {
    const full = importance.get(Number(group)) ?? 0;
    const shape = onlyAnsweredBy.get(concept);
    if (shape) {
      // Its words found the passage; only its shape says the sentence answers it.
      if (shape.test(sentence.text)) values.set(Number(group), full);
      else values.delete(Number(group));
      continue;
    }
    const quantity = quantityOfConcept(concept);
    if (quantity) {
      const fit = ruleFit(sentence.text, quantity.value, QUANTITY_RULES[quantity.kind]) * full;
      if (fit > (values.get(Number(group)) ?? 0)) values.set(Number(group), fit);
      continue;
    }
    const pattern = patternOf(concept, profile.language);
    if (pattern?.test(sentence.text) && full > (values.get(Number(group)) ?? 0)) {
      values.set(Number(group), full);
    }
  }
  return values;
}

function withContext(values: Map<number, number>, context: Map<number, number>, share: number) {
  for (const [group, value] of context) {
    if (value * share > (values.get(group) ?? 0)) values.set(group, value * share);
  }
}

export function candidatesOf(
  passages: RetrievedPassage[],
  profile: QuestionProfile,
  importance: Map<number, number>,
): Candidate[] {
  const byLexeme = new Map<string, QuestionProfile['terms']>();
  for (const term of profile.terms) {
    byLexeme.set(term.lexeme, [...(byLexeme.get(term.lexeme) ?? []), term]);
  }
  return passages.slice(0, PASSAGES_QUOTED).flatMap((passage, passageIndex) => {
    let heading = new Map<number, number>();
    let previous: { own: Map<number, number>; candidate?: Candidate } | undefined;
    const candidates: Candidate[] = [];
    (passage.evidence?.sentences ?? []).forEach((sentence, sentenceIndex) => {
      const own = valuesOf(sentence, byLexeme, profile, importance);
      if (isHeading(sentence.text)) {
        // Headings in a row name the section and the section it is in ("Pricing", "Deep clean").
        if (previous === undefined) withContext(heading, own, 1);
        else heading = own;
        previous = undefined;
        return;
      }
      const values = new Map(own);
      withContext(values, heading, HEADING_CONTEXT);
      if (previous) withContext(values, previous.own, PREVIOUS_CONTEXT);
      const order = passageIndex * 1000 + sentenceIndex;
      const position = candidates.length;
      const candidate = {
        text: sentence.text,
        passageId: passage.passageId,
        order,
        position,
        passageIndex,
        values,
        own,
      };
      if (previous?.candidate) previous.candidate.next = candidate;
      candidates.push(candidate);
      previous = { own, candidate };
    });
    return candidates;
  });
}

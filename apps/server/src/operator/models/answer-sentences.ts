import { MONEY } from '../retrieval/answer-shapes';
import type { QuestionProfile, RetrievedPassage } from '../retrieval/full-text';
import { splitSentences } from '../retrieval/passages';
import { type Candidate, candidatesOf, isHeading, onlyAnsweredBy } from './sentence-candidates';

/**
 * Sentence selection for the built-in engine: which sentences of the retrieved passages answer
 * the question, and whether they answer it well enough to be said at all.
 */

/**
 * The share of the question an answer must cover (each thing asked, weighted by its rarity in the
 * organization's knowledge) to be given; below it the engine says it does not know. Calibrated on
 * the evaluation set (apps/server/eval): lower answers questions the knowledge does not cover,
 * higher refuses questions asked with a word or two the knowledge does not use.
 */
export const MIN_COVERAGE = 0.4;
/**
 * The same for a question in another language than English: its words are only the customer's
 * own (no vocabulary or synonyms of ours add the knowledge's words), so a right answer covers less
 * of it. Measured on the tuning businesses of the language sets (decision 027): at 0.35 four
 * languages answered 5 to 8 points more and abstained 5 to 10 points less (one or two questions
 * of 21); at 0.3 abstention fell below English's.
 */
export const MIN_COVERAGE_OTHER_LANGUAGES = 0.35;
/** Once the best sentence is chosen, another is added only for a part of the question it adds. */
const MIN_SHARE_ADDED = 0.15;
/** Between two sentences saying as much, the shorter is the more to the point (BM25's b). */
const LENGTH_NORMALIZATION = 0.25;
/**
 * A short answer may take the sentences around a chosen one that speak of the same thing
 * ("what's your return policy?" is answered by the whole paragraph on returns, not its first line).
 */
const EXPANSION_SHARE = 0.6;
const EXPANDED_CHARS = 450;
/**
 * When another sentence answers nearly as well as the best one (two prices of a cleaning, two
 * shipping speeds), both are said rather than a guess between them.
 */
const RUNNER_UP_SHARE = 0.5;
/** A passage usually opens with its main statement: later sentences weigh a little less. */
const POSITION_DECAY = 0.05;
/** Retrieval's order counts too: a sentence of the second passage weighs a little less. */
const PASSAGE_DECAY = 0.1;
/** A reply that says only yes or no: what it answers is in the sentence after it. */
const BARE_REPLY = /^(?:yes|no|yep|nope|sure|of course|absolutely|definitely|not yet)[.!]?$/i;
/**
 * A price stated without an amount as the money shape reads it: free, included, no fee, waived, a
 * month's rent, "costs 99" in a currency it does not know.
 */
const PRICE_IN_WORDS =
  /\b(?:free|no charge|no extra (?:charge|cost)|at no (?:extra )?cost|included|includes|complimentary|waived?)\b|\bno\b[^.]{0,25}\b(?:fees?|charges?|costs?)\b|\b(?:don'?t|do not|never) charge\b|\b(?:month|week|year)['’]?s['’]? (?:rent|fees?|salary|pay)\b|\b(?:costs?|priced at|fee (?:is|of)|charges?) (?:about |around |only |just )?\d/i;
/** An answer reads better from one paragraph: a sentence beside a chosen one is preferred. */
const SAME_PASSAGE_BONUS = 1.3;

export interface Selection {
  sentences: { text: string; passageId: string }[];
  /** The share of the question the chosen sentences cover, 0 to 1. */
  coverage: number;
}

/**
 * Chooses sentences greedily by what each adds to the answer: the best one first, then others only
 * for a part of the question still unanswered ("how much is a crown and how many visits?"), within
 * the character budget. Coverage caps each part at its importance, so a sentence repeating the
 * same word scores no more than one saying it once.
 */
export function selectSentences(passages: RetrievedPassage[], budget: number): Selection {
  const profile = passages.find((p) => p.evidence)?.evidence?.question;
  if (!profile) return { sentences: [], coverage: 0 };
  const importance = new Map(profile.groups.map((g) => [g.group, g.importance]));
  const total = profile.groups.reduce((sum, g) => sum + g.importance, 0);
  if (total <= 0) return { sentences: [], coverage: 0 };

  const covered = new Map<number, number>();
  /**
   * What a sentence adds: for coverage, each group up to its importance; for choosing between
   * sentences, uncapped, so that the one with more words of a group wins a tie.
   */
  const gainOf = (candidate: Candidate, isCapped: boolean) => {
    let gain = 0;
    for (const [group, value] of candidate.values) {
      const limit = isCapped ? (importance.get(group) ?? 0) : Number.POSITIVE_INFINITY;
      gain += Math.max(0, Math.min(value, limit) - (covered.get(group) ?? 0));
    }
    return gain;
  };

  const remaining = candidatesOf(passages, profile, importance);
  const averageLength =
    remaining.reduce((sum, c) => sum + c.text.length, 0) / Math.max(1, remaining.length);
  const preference = (candidate: Candidate) =>
    1 /
    (1 - LENGTH_NORMALIZATION + (LENGTH_NORMALIZATION * candidate.text.length) / averageLength) /
    (1 + POSITION_DECAY * Math.min(candidate.position, 5)) /
    (1 + PASSAGE_DECAY * candidate.passageIndex);
  const chosen: Candidate[] = [];
  let length = 0;
  const take = (candidate: Candidate) => {
    remaining.splice(remaining.indexOf(candidate), 1);
    chosen.push(candidate);
    length += candidate.text.length + 1;
    for (const [group, value] of candidate.values) {
      const capped = Math.min(value, importance.get(group) ?? 0);
      covered.set(group, Math.max(covered.get(group) ?? 0, capped));
    }
  };
  const initialScore = (candidate: Candidate) => gainOf(candidate, false) * preference(candidate);
  const firstScores = new Map(remaining.map((c) => [c, initialScore(c)]));
  while (remaining.length > 0) {
    let best: Candidate | undefined;
    let bestGain = 0;
    let bestScore = 0;
    for (const candidate of remaining) {
      const gain = gainOf(candidate, true);
      const beside = chosen.some((c) => c.passageId === candidate.passageId);
      const score =
        gainOf(candidate, false) * preference(candidate) * (beside ? SAME_PASSAGE_BONUS : 1);
      if (score > bestScore) {
        best = candidate;
        bestGain = gain;
        bestScore = score;
      }
    }
    if (!best || bestGain <= 0) break;
    if (chosen.length > 0 && bestGain / total < MIN_SHARE_ADDED) break;
    if (length > 0 && length + best.text.length + 1 > budget) {
      remaining.splice(remaining.indexOf(best), 1);
      continue;
    }
    take(best);
    // A question in the knowledge ("Nervous about the dentist?") is answered by what follows it;
    // a bare "Yes." or "No." only starts that answer, and the sentence after it says the rest.
    let next = best.next;
    for (let taken = 0; best.text.endsWith('?') && next && taken < 2; taken++) {
      if (!remaining.includes(next) || length + next.text.length + 1 > budget) break;
      take(next);
      if (!BARE_REPLY.test(next.text)) break;
      next = next.next;
    }
  }
  const firstPick = chosen[0] && firstScores.get(chosen[0]);
  if (firstPick) {
    // Only a sentence about the same things the best one names: another price of the same
    // cleaning, not the Sunday hours beside the Friday ones.
    const first = chosen[0]!;
    const runnersUp = remaining
      .filter((c) => (firstScores.get(c) ?? 0) >= RUNNER_UP_SHARE * firstPick)
      .filter((c) =>
        [...first.values.keys()].every((g) => g in profile.concepts || c.values.has(g)),
      )
      .sort((a, b) => (firstScores.get(b) ?? 0) - (firstScores.get(a) ?? 0));
    for (const candidate of runnersUp) {
      if (length + candidate.text.length + 1 > Math.min(budget, EXPANDED_CHARS)) continue;
      take(candidate);
    }
  }
  // A part of the question only a sentence of its shape answers ("on Easter?") and that no
  // chosen sentence answers: whatever else they say, they do not answer the question.
  const unanswered = Object.entries(profile.concepts).some(
    ([group, concept]) => onlyAnsweredBy.has(concept) && !covered.get(Number(group)),
  );
  if (unanswered) return { sentences: [], coverage: 0 };
  if (!statesThePriceAsked(chosen, profile)) return { sentences: [], coverage: 0 };
  expandWithinPassages(chosen, remaining, Math.min(budget, EXPANDED_CHARS) - length, profile);
  const coverage = [...covered.values()].reduce((sum, value) => sum + value, 0) / total;
  chosen.sort((a, b) => a.order - b.order);
  return {
    sentences: chosen.map(({ text, passageId }) => ({ text, passageId })),
    coverage,
  };
}

/**
 * "How much is a crown?" asks the price of what it names: an answer states a price (an amount,
 * or free, included, no fee) in a sentence about something the question names. An amount of
 * another thing ("printed copies cost $15") beside a sentence naming the crown answers nothing,
 * nor does a sentence that only says prices vary. Words the knowledge never uses cannot be in any
 * sentence, and a word of doing ("how much to sell") names no thing ("2.5% of the sale price"),
 * so only the question's known words of things name what is priced. English only: the other
 * languages write "free" and "no fee" in their own words.
 */
function statesThePriceAsked(chosen: Candidate[], profile: QuestionProfile): boolean {
  if (profile.language && profile.language !== 'en') return true;
  const price = Object.entries(profile.concepts).find(([, concept]) => concept === 'price');
  if (!price) return true;
  const actions = new Set(profile.actions);
  const named = profile.groups
    .filter((g) => g.isKnown && g.group !== Number(price[0]) && !actions.has(g.group))
    .map((g) => g.group);
  return chosen.some(
    (candidate) =>
      (MONEY.test(candidate.text) || PRICE_IN_WORDS.test(candidate.text)) &&
      (named.length === 0 || named.some((group) => (candidate.values.get(group) ?? 0) > 0)),
  );
}

/** A passage found by meaning alone (no words in common): its opening sentences stand for it. */
export function openingSentences(passage: RetrievedPassage, count = 2): Selection {
  const sentences = splitSentences(passage.text)
    .filter((sentence) => !isHeading(sentence))
    .slice(0, count)
    .map((text) => ({ text, passageId: passage.passageId }));
  return { sentences, coverage: 1 };
}

/** The sentences of the contact passage that hold a phone number or an e-mail address. */
export function contactSentences(passage: RetrievedPassage, budget: number): Selection {
  const sentences: Selection['sentences'] = [];
  let length = 0;
  for (const text of splitSentences(passage.text)) {
    if (!/@|\d{3}[-. )]+\d{3}/.test(text) || length + text.length > budget) continue;
    sentences.push({ text, passageId: passage.passageId });
    length += text.length + 1;
  }
  return { sentences, coverage: 0 };
}

/**
 * The group a sentence says most about, by its own words: what the customer named ("cleaning")
 * before what the vocabulary added ("price").
 */
function mainGroup(candidate: Candidate, profile: QuestionProfile): [number, number] | undefined {
  let main: [number, number] | undefined;
  for (const isNamed of [true, false]) {
    for (const [group, value] of candidate.own) {
      if (isNamed === group in profile.concepts) continue;
      if (!main || value > main[1]) main = [group, value];
    }
    if (main) return main;
  }
  return main;
}

/**
 * Adds, within `room` characters, the sentences of a chosen sentence's passage that say nearly as
 * much about its main group: the rest of the paragraph on returns, on cancellations, on repairs.
 */
function expandWithinPassages(
  chosen: Candidate[],
  remaining: Candidate[],
  room: number,
  profile: QuestionProfile,
) {
  let left = room;
  for (const anchor of [...chosen]) {
    const main = mainGroup(anchor, profile);
    if (!main) continue;
    const [group, value] = main;
    for (const candidate of remaining) {
      if (candidate.passageId !== anchor.passageId || chosen.includes(candidate)) continue;
      if ((candidate.own.get(group) ?? 0) < EXPANSION_SHARE * value) continue;
      if (candidate.text.length + 1 > left) continue;
      chosen.push(candidate);
      left -= candidate.text.length + 1;
    }
  }
  chosen.sort((a, b) => a.order - b.order);
}

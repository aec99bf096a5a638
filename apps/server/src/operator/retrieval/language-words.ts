import type { LanguageCode } from '@frontdesk/contracts';
import { FILLER_WORDS_BY_LANGUAGE } from '../language/filler-words';
import { STOP_WORDS } from '../language/stop-words';
import { LANGUAGE_CONCEPTS, type LanguageConcept } from './language-concepts';
import { type QueryWord, WEIGHTS } from './question';
import { FILLER_WORDS } from './typed-words';

/**
 * A question's words in a language other than English (decision 027): the words as typed, one
 * group each. English questions get the vocabulary, spelling and WordNet (question.ts), which are
 * English; here the database's stemmer for the language (language_lexemes(), migration 0017)
 * does the rest, with the same folding of accents as the passages get.
 */

/** More words than a question has are searched no further: a long message costs no more. */
export const MAX_PLAIN_WORDS = 48;

/** The runs japanese_bigrams() (migration 0017) splits a text into, in the same order. */
const JAPANESE_RUNS = /[ぁ-ゖ]+|[ァ-ヺー]+|[一-鿿㐀-䶿々〆ヶ]+|[0-9A-Za-zÀ-ɏ]+/gu;
const HIRAGANA = /^[ぁ-ゖ]+$/u;
const CJK = /^[ァ-ヺー一-鿿㐀-䶿々〆ヶ]/u;

/**
 * A Japanese question as the database pairs its passages: each run of katakana or kanji as its
 * overlapping pairs of characters (a single character as it is), Latin words and numbers whole.
 * Runs of hiragana are particles and endings ("は", "ですか"): they carry no topic and are left out.
 */
function japaneseWords(question: string): string[] {
  const words: string[] = [];
  for (const [run] of question.matchAll(JAPANESE_RUNS)) {
    if (HIRAGANA.test(run)) continue;
    const characters = [...run];
    if (!CJK.test(run) || characters.length === 1) words.push(run);
    else
      for (let i = 0; i + 1 < characters.length; i++)
        words.push(characters[i]! + characters[i + 1]!);
  }
  return words;
}

/** Lower case without accents: how filler words are compared ("Gracias", "gracías"). */
export const folded = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o');

/** The longest phrase of a language's vocabulary, in words. */
const LONGEST_PHRASE = 4;

/**
 * The languages whose words the database cuts to their first five letters before stemming
 * (migration 0017, `lexeme_text`): their inflections ("zwrotów", "zwroty") share those letters.
 */
const PREFIX_LETTERS = 5;
const CUT_TO_PREFIX: ReadonlySet<LanguageCode> = new Set(['pl', 'de', 'fr', 'tr']);
const prefixKey = (word: string) => `${word.slice(0, PREFIX_LETTERS)}…`;

/**
 * A language's concepts by each folded phrase that evokes them, and, where the database cuts
 * words to five letters, by the first five letters of each one-word phrase (its inflections);
 * built on first use.
 */
const conceptIndexes = new Map<LanguageCode, Map<string, LanguageConcept>>();
function conceptsByPhrase(language: LanguageCode): Map<string, LanguageConcept> {
  let index = conceptIndexes.get(language);
  if (!index) {
    index = new Map();
    const phrases = (LANGUAGE_CONCEPTS[language] ?? []).flatMap((concept) =>
      concept.asked.map((phrase) => [folded(phrase), concept] as const),
    );
    for (const [phrase, concept] of phrases) index.set(phrase, concept);
    if (CUT_TO_PREFIX.has(language)) {
      for (const [phrase, concept] of phrases) {
        const key = prefixKey(phrase);
        // The first concept to claim five letters keeps them: a phrase is never read two ways.
        if (!phrase.includes(' ') && phrase.length >= PREFIX_LETTERS && !index.has(key)) {
          index.set(key, concept);
        }
      }
    }
    conceptIndexes.set(language, index);
  }
  return index;
}

/**
 * The concepts a question evokes, with the words of it that evoked each: phrases of folded words,
 * the longest first; in Japanese, any phrase the question holds (it sets no words apart).
 */
function conceptsAsked(
  question: string,
  tokens: string[],
  language: LanguageCode,
): { concepts: Map<LanguageConcept, string[]>; used: Set<number> } {
  const index = conceptsByPhrase(language);
  const concepts = new Map<LanguageConcept, string[]>();
  const used = new Set<number>();
  if (language === 'ja') {
    // Compared folded, as the phrases are: folding takes the voicing marks off kana (バ is ハ).
    const asked = folded(question);
    for (const [phrase, concept] of index) if (asked.includes(phrase)) concepts.set(concept, []);
    return { concepts, used };
  }
  const keys = tokens.map(folded);
  for (let at = 0; at < keys.length; ) {
    let length = Math.min(LONGEST_PHRASE, keys.length - at);
    for (; length > 0; length--) {
      const phrase = keys.slice(at, at + length).join(' ');
      const concept =
        index.get(phrase) ??
        (length === 1 && phrase.length >= PREFIX_LETTERS
          ? index.get(prefixKey(phrase))
          : undefined);
      if (!concept) continue;
      // A one-word phrase is the customer's own word, searched too; a longer one is a way of
      // asking, which the concept's written words stand for.
      const own = length === 1 ? [tokens[at]!] : [];
      concepts.set(concept, [...(concepts.get(concept) ?? []), ...own]);
      for (let i = at; i < at + length; i++) used.add(i);
      break;
    }
    at += Math.max(length, 1);
  }
  return { concepts, used };
}

export function plainQuestionWords(question: string, language: LanguageCode): QueryWord[] {
  const tokens =
    language === 'ja' ? japaneseWords(question) : (question.match(/[\p{L}\p{N}]+/gu) ?? []);
  const fillers = language === 'en' ? FILLER_WORDS : FILLER_WORDS_BY_LANGUAGE[language];
  const stopWords = STOP_WORDS[language];
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  let groups = 0;
  const { concepts, used } = conceptsAsked(question, tokens, language);
  // One group per concept: its evoking words as typed, and the words a business writes for it.
  for (const [concept, own] of concepts) {
    const group = groups++;
    for (const word of own) {
      // Once: a message repeating "precio" a thousand times asks for it once.
      if (seen.has(folded(word))) continue;
      seen.add(folded(word));
      words.push({ word, weight: WEIGHTS.customer, group, concept: concept.name });
    }
    for (const word of concept.written) {
      words.push({ word, weight: WEIGHTS.concept, group, concept: concept.name });
    }
  }
  for (const [at, token] of tokens.entries()) {
    const key = folded(token);
    if (used.has(at) || seen.has(key) || fillers?.has(key) || stopWords?.has(key)) continue;
    seen.add(key);
    words.push({ word: token, weight: WEIGHTS.customer, group: groups++ });
    if (groups === MAX_PLAIN_WORDS) break;
  }
  return words;
}

import type { LanguageCode } from '@frontdesk/contracts';
import { FILLER_WORDS_BY_LANGUAGE } from '../language/filler-words';
import type { QueryWord } from './question';
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

export function plainQuestionWords(question: string, language: LanguageCode): QueryWord[] {
  const tokens =
    language === 'ja' ? japaneseWords(question) : (question.match(/[\p{L}\p{N}]+/gu) ?? []);
  const fillers = language === 'en' ? FILLER_WORDS : FILLER_WORDS_BY_LANGUAGE[language];
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const token of tokens) {
    const key = folded(token);
    if (seen.has(key) || fillers?.has(key)) continue;
    seen.add(key);
    words.push({ word: token, weight: 1, group: words.length });
    if (words.length === MAX_PLAIN_WORDS) break;
  }
  return words;
}

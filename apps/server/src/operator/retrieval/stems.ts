import type { LanguageCode } from '@frontdesk/contracts';
import { sql } from 'drizzle-orm';
import { setBounded } from '../../platform/bounded-memo';
import { arrayLiteral } from '../../platform/db/array-literal';
import { type Database, rowsOf } from '../../platform/db/client';
import { executePrepared } from '../../platform/db/prepared';
import type { QueryWord } from './question';
import type { WeighedTerm } from './ranking';

/**
 * Words' lexemes as the database stems them in a language (language_lexemes(), migration 0017):
 * the same function that built the passages' `tsv`, so that a question's lexemes match theirs
 * exactly. Remembered in this process (a word always stems the same way in a language), bounded;
 * the oldest word is forgotten first. Customers ask about the same few thousand words, so most
 * questions need no round trip.
 */
const WORDS_REMEMBERED = 50_000;
const remembered = new Map<string, readonly string[]>();

const STEMS_STATEMENT = 'frontdesk_stem_words';

/** English keys are the words themselves; another language's are prefixed with its code. */
const keyOf = (language: LanguageCode, word: string) =>
  language === 'en' ? word : `${language}\u0000${word}`;

async function stem(db: Database, words: string[], language: LanguageCode): Promise<void> {
  const rows = rowsOf(
    await executePrepared(
      db,
      STEMS_STATEMENT,
      sql`SELECT w.word, tsvector_to_array(language_lexemes(${language}::text, w.word)) AS lexemes
        FROM unnest(${arrayLiteral(words)}::text[]) AS w(word)`,
    ),
  );
  for (const row of rows) {
    const key = keyOf(language, String(row.word));
    setBounded(remembered, WORDS_REMEMBERED, key, row.lexemes as string[]);
  }
}

/**
 * The question's lexemes in their groups, each with the greatest weight of a word that yields
 * it: what the ranking statement's `terms` computes from the same words.
 */
export async function termsOf(
  db: Database,
  words: QueryWord[],
  language: LanguageCode = 'en',
): Promise<WeighedTerm[]> {
  const unknown = [
    ...new Set(words.map((w) => w.word).filter((word) => !remembered.has(keyOf(language, word)))),
  ];
  if (unknown.length > 0) await stem(db, unknown, language);
  const terms = new Map<string, WeighedTerm>();
  for (const { word, weight, group } of words) {
    for (const lexeme of remembered.get(keyOf(language, word)) ?? []) {
      const key = `${group} ${lexeme}`;
      const term = terms.get(key);
      if (term) term.weight = Math.max(term.weight, weight);
      else terms.set(key, { group, lexeme, weight });
    }
  }
  return [...terms.values()];
}

/**
 * How Polish and Japanese are stemmed (decision 027): each candidate rule for the text a language's
 * configuration reads, measured on the tuning businesses of that language's answer set (the two
 * held-out businesses are not read). Not a test: a script that prints a table.
 *
 *   npx tsx bench/language-stemmers.ts
 *
 * Each rule runs in a process of its own (a process remembers how its words stem), replaces
 * lexeme_text() for the language, stores the knowledge, and answers every question with the
 * built-in engine in process (search and answer, no HTTP).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LanguageCode } from '@frontdesk/contracts';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { containsFacts } from '../eval/evaluate';
import { answerSets, tuningPart } from '../eval/languages/sets';
import { composeBuiltinAnswer, saysItDoesNotKnow } from '../src/operator/models/builtin-answer';
import { createKnowledgeBase } from '../src/operator/retrieval/knowledge-base';
import { openDatabase } from '../src/platform/db/client';
import { insertOrganization } from '../test/support/database';

/** Candidate texts for the configuration to read, as SQL over `body` (already folded). */
const RULES: Record<string, { language: LanguageCode; text: string }> = {
  'pl: words as written (simple)': { language: 'pl', text: 'public.folded(body)' },
  'pl: first 4 letters': {
    language: 'pl',
    text: `regexp_replace(public.folded(body), '([[:alpha:]]{4})[[:alpha:]]+', '\\1', 'g')`,
  },
  'pl: first 5 letters': {
    language: 'pl',
    text: `regexp_replace(public.folded(body), '([[:alpha:]]{5})[[:alpha:]]+', '\\1', 'g')`,
  },
  'pl: first 6 letters': {
    language: 'pl',
    text: `regexp_replace(public.folded(body), '([[:alpha:]]{6})[[:alpha:]]+', '\\1', 'g')`,
  },
  'pl: first 7 letters': {
    language: 'pl',
    text: `regexp_replace(public.folded(body), '([[:alpha:]]{7})[[:alpha:]]+', '\\1', 'g')`,
  },
  'es: folded, then its stemmer': { language: 'es', text: 'public.folded(body)' },
  'es: first 5 letters, then its stemmer': {
    language: 'es',
    text: `regexp_replace(public.folded(body), '([[:alpha:]]{5})[[:alpha:]]+', '\\1', 'g')`,
  },
  'fr: folded, then its stemmer': { language: 'fr', text: 'public.folded(body)' },
  'fr: first 5 letters, then its stemmer': {
    language: 'fr',
    text: `regexp_replace(public.folded(body), '([[:alpha:]]{5})[[:alpha:]]+', '\\1', 'g')`,
  },
  'de: folded, then its stemmer': { language: 'de', text: 'public.folded(body)' },
  'de: first 5 letters, then its stemmer': {
    language: 'de',
    text: `regexp_replace(public.folded(body), '([[:alpha:]]{5})[[:alpha:]]+', '\\1', 'g')`,
  },
  'it: folded, then its stemmer': { language: 'it', text: 'public.folded(body)' },
  'it: first 5 letters, then its stemmer': {
    language: 'it',
    text: `regexp_replace(public.folded(body), '([[:alpha:]]{5})[[:alpha:]]+', '\\1', 'g')`,
  },
  'pt: folded, then its stemmer': { language: 'pt', text: 'public.folded(body)' },
  'pt: first 5 letters, then its stemmer': {
    language: 'pt',
    text: `regexp_replace(public.folded(body), '([[:alpha:]]{5})[[:alpha:]]+', '\\1', 'g')`,
  },
  'nl: folded, then its stemmer': { language: 'nl', text: 'public.folded(body)' },
  'nl: first 5 letters, then its stemmer': {
    language: 'nl',
    text: `regexp_replace(public.folded(body), '([[:alpha:]]{5})[[:alpha:]]+', '\\1', 'g')`,
  },
  'tr: folded, then its stemmer': { language: 'tr', text: 'public.folded(body)' },
  'tr: first 5 letters, then its stemmer': {
    language: 'tr',
    text: `regexp_replace(public.folded(body), '([[:alpha:]]{5})[[:alpha:]]+', '\\1', 'g')`,
  },
  'ja: character pairs': { language: 'ja', text: 'public.japanese_bigrams(body)' },
  'ja: runs as written': { language: 'ja', text: 'body' },
};

const log = pino({ level: 'silent' });
const only = process.argv[2];
if (only === undefined) {
  for (const name of Object.keys(RULES)) {
    const run = spawnSync('npx', ['tsx', fileURLToPath(import.meta.url), name], {
      encoding: 'utf8',
    });
    process.stdout.write(run.stdout || run.stderr);
  }
}
for (const [name, rule] of Object.entries(RULES).filter(([name]) => name === only)) {
  const database = await openDatabase({ kind: 'pglite' });
  await database.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION lexeme_text(language text, body text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN language = '${rule.language}' THEN ${rule.text} ELSE body END $$`),
  );
  const knowledge = await createKnowledgeBase(database.db, undefined, log);
  let right = 0;
  let answerable = 0;
  let abstained = 0;
  let unanswerable = 0;
  for (const business of tuningPart(answerSets[rule.language])) {
    const org = await insertOrganization(database.db, business.name);
    for (const text of business.knowledge) {
      await knowledge.add(org, text, undefined, rule.language);
    }
    for (const question of business.questions) {
      const found = await knowledge.search(org, question.text, undefined, {
        language: rule.language,
      });
      const { text } = composeBuiltinAnswer(question.text, found, 'professional', rule.language);
      const doesNotKnow = saysItDoesNotKnow(text);
      if ('expect' in question) {
        answerable += 1;
        if (!doesNotKnow && containsFacts(text, question.expect)) right += 1;
      } else {
        unanswerable += 1;
        if (doesNotKnow) abstained += 1;
      }
    }
  }
  const percent = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
  console.log(
    `${name.padEnd(32)} right ${percent(right, answerable)} (${right}/${answerable}), abstention ${percent(abstained, unanswerable)}`,
  );
  await database.close();
}

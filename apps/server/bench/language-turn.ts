/**
 * What knowing a customer's language adds to a turn (issue 27: at most 0.3 ms at p95), beside the
 * turn's own retrieval and answer. Not a test: a script that prints a table (docs/benchmarks.md,
 * "Languages in a turn").
 *
 *   npm run bench:language-turn
 *
 * On PGlite, the evaluation set of each language is stored as its businesses write it; each
 * question is then asked as a turn asks it, timed in three parts:
 * - "language": deciding the conversation's language (detection of the message against the
 *   locale's language; the detector is loaded before timing, as a running server has it);
 * - "words": the question's words in its language (plain words, or English's expansion) and their
 *   lexemes (the stems a running server remembers: the first pass warms them, the second is timed);
 * - "turn": the search and the built-in answer, the floor the first two are added to.
 */
import { type LanguageCode, languageCodes } from '@frontdesk/contracts';
import pino from 'pino';
import { answerSets } from '../eval/languages/sets';
import { languageForTurn } from '../src/operator/language/conversation-language';
import { languageDetector } from '../src/operator/language/detect';
import { composeBuiltinAnswer } from '../src/operator/models/builtin-answer';
import { createKnowledgeBase } from '../src/operator/retrieval/knowledge-base';
import { plainQuestionWords } from '../src/operator/retrieval/language-words';
import { expandQuestion } from '../src/operator/retrieval/question';
import { termsOf } from '../src/operator/retrieval/stems';
import { sharedWordNet } from '../src/operator/retrieval/wordnet';
import { openDatabase } from '../src/platform/db/client';
import { insertOrganization } from '../test/support/database';

const database = await openDatabase({ kind: 'pglite' });
const knowledge = await createKnowledgeBase(database.db, undefined, pino({ level: 'silent' }));
await languageDetector();
const wordnet = await sharedWordNet();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const fresh = { language: 'en', languageSource: 'default' };

interface Row {
  language: LanguageCode;
  questions: number;
  detect: number[];
  words: number[];
  turn: number[];
}

const rows: Row[] = [];
for (const language of languageCodes) {
  const row: Row = { language, questions: 0, detect: [], words: [], turn: [] };
  for (const business of answerSets[language]) {
    const org = await insertOrganization(database.db, `${business.name} ${language}`);
    for (const text of business.knowledge) await knowledge.add(org, text, undefined, language);
    for (const pass of ['warm', 'timed']) {
      for (const { text } of business.questions) {
        let started = performance.now();
        await languageForTurn(fresh, text, language, 'en');
        const detect = performance.now() - started;
        started = performance.now();
        const words =
          language === 'en'
            ? await expandQuestion(text, wordnet)
            : plainQuestionWords(text, language);
        await termsOf(database.db, words, language);
        const wordsTime = performance.now() - started;
        started = performance.now();
        const found = await knowledge.search(org, text, undefined, { language });
        composeBuiltinAnswer(text, found, 'professional', language);
        const turn = performance.now() - started;
        if (pass === 'timed') {
          row.detect.push(detect);
          row.words.push(wordsTime);
          row.turn.push(turn);
          row.questions += 1;
        }
      }
    }
  }
  rows.push(row);
}

const ms = (value: number) => value.toFixed(3);
console.log(`language in a turn: ${process.version}, PGlite, the answer set of each language`);
console.log('language  questions  language p50/p95 ms  words p50/p95 ms  turn p50/p95 ms');
for (const row of rows) {
  console.log(
    `${row.language.padEnd(9)} ${String(row.questions).padStart(9)}  ` +
      `${ms(percentile(row.detect, 50))} / ${ms(percentile(row.detect, 95))}`.padStart(19) +
      `${ms(percentile(row.words, 50))} / ${ms(percentile(row.words, 95))}`.padStart(18) +
      `${ms(percentile(row.turn, 50))} / ${ms(percentile(row.turn, 95))}`.padStart(17),
  );
}
// What languages add: the detection in every language; in the nine, also their words and stems
// (English's expansion was there before and is not counted).
const added = rows.flatMap((row) =>
  row.detect.map((detect, i) => detect + (row.language === 'en' ? 0 : row.words[i]!)),
);
const turns = rows.flatMap((row) => row.turn);
console.log(
  `added by languages: p50 ${ms(percentile(added, 50))} ms, p95 ${ms(percentile(added, 95))} ms (goal <= 0.3); turn p95 ${ms(percentile(turns, 95))} ms`,
);
await database.close();

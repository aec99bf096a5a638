/**
 * What reading an English question costs (question.ts's expansion: spelling, vocabulary, kinds,
 * stated ages and counts, WordNet synonyms), on the development corpus's 840 questions: the first
 * pass (nothing remembered yet: WordNet's entries and hypernyms read from disk) and five more
 * (what a running server pays for words it has met). Not a test: it prints one line.
 *
 *   npx tsx bench/question-expansion.ts
 *   npx tsx bench/question-expansion.ts <another checkout's folder>   # the same, for its code
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { heldOutCorpus, tuningCorpus } from '../eval/corpus';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../..'));
const source = (file: string) =>
  pathToFileURL(path.join(root, 'apps/server/src/operator/retrieval', file)).href;
const { expandQuestion } = (await import(
  source('question.ts')
)) as typeof import('../src/operator/retrieval/question');
const { sharedWordNet } = (await import(
  source('wordnet.ts')
)) as typeof import('../src/operator/retrieval/wordnet');

const ROUNDS = 5;
const questions = [...tuningCorpus, ...heldOutCorpus].flatMap((business) =>
  business.questions.map((question) => question.text),
);
const wordnet = await sharedWordNet();
const started = performance.now();
for (const question of questions) await expandQuestion(question, wordnet);
const firstPass = performance.now() - started;
const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const question of questions) {
    const at = performance.now();
    await expandQuestion(question, wordnet);
    times.push(performance.now() - at);
  }
}
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.floor(share * (times.length - 1))]!.toFixed(3);
console.log(
  `${path.relative(process.cwd(), root) || '.'}: ${questions.length} questions, first pass ` +
    `${firstPass.toFixed(0)} ms; then p50 ${at(0.5)} ms, p95 ${at(0.95)} ms a question`,
);

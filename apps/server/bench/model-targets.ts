/**
 * What bench/model-turn.ts asks, and of whom: the product (a public turn, a new conversation each
 * time) and its floor (the same model called directly by the same client), with how each answer
 * is checked. Every question ends with its exchange's number, so the model's own timing of a turn
 * can be paired with the client's.
 */
import { APOLOGY_MESSAGE } from '../src/operator/model-run';
import { createCorpus } from './corpus';

/** What the model answers: a few sentences, streamed a word at a time when asked to stream. */
export const MODEL_REPLY =
  'Orders ship within two days of payment. You can follow yours from the link in the confirmation mail, and our team answers at the number on the invoice.';

/**
 * The questions asked, in turn. A warm-up asks each of them once: retrieval remembers what it
 * learned of a question's words (bounded memos of lemmas, synonyms, stems), and new words in a
 * burst would otherwise read as memory the burst left behind.
 */
export const QUESTIONS = 300;
const questions = (() => {
  const corpus = createCorpus(11);
  return Array.from({ length: QUESTIONS }, () => corpus.question());
})();
const question = (id: number) => `${questions[id % questions.length]} [t${id}]`;

/** The exchange a question belongs to (its number), as the model received it. */
export const exchangeOf = (question: string) => {
  const id = / \[t(\d+)\]$/.exec(question)?.[1];
  return id === undefined ? undefined : Number(id);
};

export interface Target {
  name: 'floor' | 'product';
  baseUrl: string;
  request(
    id: number,
    stream: boolean,
  ): { path: string; headers: Record<string, string>; body: string };
  /** Why the answer is wrong, or undefined. */
  check(status: number, body: string, stream: boolean): string | undefined;
}

/** The product's answer carries `expected` (the model's reply by default) in its last message. */
export function checkTurn(status: number, body: string, stream: boolean, expected = MODEL_REPLY) {
  if (status !== 200) return `HTTP ${status}`;
  const json = stream ? /event: done\ndata: (.+)/.exec(body)?.[1] : body;
  if (!json) return /event: error/.test(body) ? 'error event' : 'no done event';
  const { messages } = JSON.parse(json) as { messages: { content: string }[] };
  const content = messages.at(-1)?.content;
  if (content === expected) return undefined;
  return content === APOLOGY_MESSAGE ? 'apology' : 'other answer';
}

export function productTarget(baseUrl: string, keys: string[]): Target {
  return {
    name: 'product',
    baseUrl,
    request: (id, stream) => ({
      path: '/api/v1/conversations',
      headers: {
        authorization: keys[id % keys.length]!,
        ...(stream ? { accept: 'text/event-stream' } : {}),
      },
      body: JSON.stringify({ message: question(id) }),
    }),
    check: (status, body, stream) => checkTurn(status, body, stream),
  };
}

/** A system prompt of about the size the product sends (its configuration and four passages). */
const FLOOR_SYSTEM = `You are the operator of a business. ${questions.slice(0, 40).join(' ')}`;

export function floorTarget(modelBaseUrl: string): Target {
  const url = new URL(modelBaseUrl);
  return {
    name: 'floor',
    baseUrl: url.origin,
    request: (id, stream) => ({
      path: `${url.pathname}/chat/completions`,
      headers: {},
      body: JSON.stringify({
        model: 'bench-model',
        stream,
        messages: [
          { role: 'system', content: FLOOR_SYSTEM },
          { role: 'user', content: question(id) },
        ],
      }),
    }),
    check: (status, body, stream) => {
      if (status !== 200) return `HTTP ${status}`;
      const whole = stream ? body.endsWith('data: [DONE]\n\n') : body.includes(MODEL_REPLY);
      return whole ? undefined : 'incomplete answer';
    },
  };
}

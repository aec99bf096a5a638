import { STREET } from '../retrieval/answer-shapes';
import type { RetrievedPassage } from '../retrieval/full-text';
import { splitSentences } from '../retrieval/passages';

/**
 * Kinds of answer a customer asks for by what the answer is rather than by the business's words
 * (vocabulary.ts's concepts rank passages by such shapes; these answer from them when the ranking
 * found no sentence that holds one):
 * "who do I ring" wants a phone number, "where exactly are you" an address, whatever words the
 * knowledge uses around them. Each kind is recognised in the question by how customers ask for it,
 * and in a sentence by the shape of its value. General patterns of how customers talk to any
 * business, not words of any one knowledge base.
 */
interface AnswerKind {
  name: string;
  asked: RegExp;
  /** A sentence holding a value of this kind. */
  holds: RegExp;
}

export const ANSWER_KINDS: AnswerKind[] = [
  {
    name: 'phone',
    asked: /\b(phone|telephone|tel|ring|call|text|number to call|contact number|whats ?app)\b/i,
    holds: /\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b|\+\d[\d -]{7,}\d/,
  },
  {
    name: 'email',
    asked: /\be-?\s?mail\b/i,
    holds: /[\w.+-]+@[\w-]+(\.[\w-]+)+/,
  },
  {
    name: 'address',
    asked:
      /\b(address|located|location|where (are|r) (you|u|ya|ye)|where (is|s) (the|your|ur) (shop|store|office|studio|place|building)|find (you|u)|directions|gps|sat ?nav|postcode|zip ?code)\b/i,
    // The vocabulary's own shape of a street address (its 'location' concept).
    holds: STREET,
  },
];

/** The kinds of answer the question asks for, by how it is asked. */
export function kindsAsked(question: string): AnswerKind[] {
  return ANSWER_KINDS.filter((kind) => kind.asked.test(question));
}

/**
 * For a question asking for a kind of value the chosen answer does not hold, the sentences of the
 * passages (the contact passage first) that hold one: at most two per kind, within `budget`.
 */
export function sentencesOfKinds(
  kinds: AnswerKind[],
  answer: string,
  passages: RetrievedPassage[],
  budget: number,
): { text: string; passageId: string }[] {
  const missing = kinds.filter((kind) => !kind.holds.test(answer));
  if (missing.length === 0) return [];
  const ordered = [...passages].sort((a, b) => Number(!!b.isContact) - Number(!!a.isContact));
  const found: { text: string; passageId: string }[] = [];
  let left = budget;
  for (const kind of missing) {
    let taken = 0;
    for (const passage of ordered) {
      for (const text of splitSentences(passage.text)) {
        if (taken >= 2 || !kind.holds.test(text) || text.length > left) continue;
        if (found.some((sentence) => sentence.text === text)) continue;
        found.push({ text, passageId: passage.passageId });
        left -= text.length + 1;
        taken += 1;
      }
    }
  }
  return found;
}

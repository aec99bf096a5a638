import type { RetrievedPassage } from './full-text';

/**
 * A language model reads every passage it is given, so it can be given more than the built-in
 * engine's four: the right passage is often not the best-ranked one when the customer's words are
 * not the business's (issue 23: with four, the right fact was among them for 91% of the
 * development corpus's questions).
 */
export const MODEL_PASSAGE_LIMIT = 10;

/**
 * The knowledge's share of the prompt, in characters (about 2,500 tokens): enough for the
 * passages above at their usual length, and a bound on what one turn costs the business.
 */
export const MODEL_KNOWLEDGE_CHARACTERS = 10_000;

/**
 * What a model is given: when the organization's whole knowledge fits the budget, all of it, the
 * ranked passages first (a model reads the top of its context most closely) and the rest in the
 * order written, so that no question is lost because its words are not the business's; otherwise
 * the ranked passages within the budget.
 */
export function passagesForModel(
  ranked: RetrievedPassage[],
  whole: RetrievedPassage[] | undefined,
): RetrievedPassage[] {
  if (!whole) return passagesWithinBudget(ranked);
  const first = ranked.filter((passage) => !passage.isContact);
  const chosen = new Set(first.map((passage) => passage.passageId));
  const contact = ranked.find((passage) => passage.isContact);
  return [
    ...first,
    ...whole
      .filter((passage) => !chosen.has(passage.passageId))
      .map((passage) => (passage.passageId === contact?.passageId ? contact : passage)),
  ];
}

/**
 * The passages for a model's prompt: in their ranked order, each while it fits the budget (a long
 * one that does not fit is passed over for shorter ones after it); the contact passage always.
 */
export function passagesWithinBudget(passages: RetrievedPassage[]): RetrievedPassage[] {
  let left = MODEL_KNOWLEDGE_CHARACTERS;
  return passages.filter((passage) => {
    if (passage.isContact) return true;
    if (passage.text.length > left) return false;
    left -= passage.text.length;
    return true;
  });
}

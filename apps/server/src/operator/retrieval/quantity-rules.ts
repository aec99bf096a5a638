/**
 * Rules a business writes about a quantity a customer states: ages ("children under 6"), head
 * counts ("groups of 10 or more"). Each rule is a pattern with the range of values it includes;
 * a sentence answers the customer's value best when one of its rules includes it.
 */

/** A rule's pattern (global, capturing the numbers its range is made of) and the range it includes. */
export type QuantityRule = [RegExp, (a: number, b: number) => [number, number]];

/** The largest value a rule left open upward includes. */
export const UNBOUNDED = 100_000;

/** One number, as rules write it. */
export const NUMBER = '(\\d{1,3})';

/**
 * How well the sentence's rules answer about `value`: 1 when one includes it ("children under 6"
 * for a 5-year-old), 0.5 when they only exclude it ("guests must be 21 or over" for a 19-year-old:
 * still the rule that decides), 0 when it states none.
 */
export function ruleFit(sentence: string, value: number, rules: QuantityRule[]): number {
  let fit = 0;
  for (const [pattern, range] of rules) {
    for (const match of sentence.matchAll(pattern)) {
      const [low, high] = range(Number(match[1]), Number(match[2]));
      if (value >= low && value <= high) return 1;
      fit = 0.5;
    }
  }
  return fit;
}

/** The quantities a question may state: a person's age, a head count. */
export type QuantityKind = 'age' | 'count';

/** A quantity a question states, by the concept that stands for it in its profile ("age 5"). */
export interface StatedQuantity {
  /** The concept's prefix. */
  kind: QuantityKind;
  value: number;
}

export const quantityConcept = ({ kind, value }: StatedQuantity) => `${kind} ${value}`;

export function quantityOfConcept(concept: string): StatedQuantity | undefined {
  const match = /^(age|count) (\d{1,3})$/.exec(concept);
  return match ? { kind: match[1] as QuantityKind, value: Number(match[2]) } : undefined;
}

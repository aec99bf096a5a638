import { countAt } from './counts';
import { NUMBER, type QuantityRule, UNBOUNDED } from './quantity-rules';

/**
 * A person's (or a pet's) age in a question, and the sentences whose age rules include it (issue
 * 23): "my daughter is 5, does she need a ticket?" is answered by "Children under 6: free", not by
 * the sentence that happens to hold a 5; "can my 19 year old come?" by "guests must be 21 or over".
 */

/** The youngest age at which businesses' senior offers start (60, 62, 65...): "I'm 64" asks one. */
export const SENIOR_AGE = 60;
/** Under it, an age said in years old is a child's. */
export const ADULT_AGE = 18;
const OLDEST_AGE = 110;
/** Words before a number that make it an age: "I'm 70", "she is 5", "turning 16". */
const SAYS_AN_AGE = new Set(['am', 'is', 'are', 'turning', 'turned', 'aged', 'age']);
const YEARS_OLD = [
  ['years', 'old'],
  ['year', 'old'],
  ['yrs', 'old'],
  ['yr', 'old'],
];
/** After "is 2", what makes the number no age: "the wait is 2 hours", "my order is 3 days late". */
const NOT_AN_AGE_AFTER =
  /^(?:minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?|am|pm|people|persons|guests|kids|children|adults|dollars|pounds|euros|miles|km|lbs|kg|percent|times|nights?|pages?)$/;

export interface StatedAge {
  age: number;
  /** How many tokens say it. */
  length: number;
  /** Said as "N years old" (a person's age: a child's below 18). */
  yearsOld: boolean;
}

/** The age said by the tokens at `at` ("9 years old", "is 2", "I am 70"), or undefined. */
export function ageAt(tokens: string[], at: number): StatedAge | undefined {
  const token = tokens[at]!;
  if (!/^\d{1,3}$/.test(token)) return undefined;
  const age = Number(token);
  if (age > OLDEST_AGE) return undefined;
  const yearsOld = YEARS_OLD.find((words) => words.every((word, i) => tokens[at + 1 + i] === word));
  if (yearsOld) return { age, length: 1 + yearsOld.length, yearsOld: true };
  const next = tokens[at + 1];
  // "we are 4", "there are 2 of us": a head count (counts.ts), not an age.
  const isHeadCount = next === 'of' || countAt(tokens, at) !== undefined;
  if (
    at > 0 &&
    SAYS_AN_AGE.has(tokens[at - 1]!) &&
    !(next && NOT_AN_AGE_AFTER.test(next)) &&
    !isHeadCount
  ) {
    return { age, length: 1, yearsOld: false };
  }
  return undefined;
}

/** The words businesses write their age rules with: what finds the passages that hold one. */
export const AGE_WORDS = ['age', 'ages', 'aged', 'under', 'over', 'older', 'younger', 'old'];

const N = NUMBER;
/** A number that is no age: an amount, a time, a length ("under $4", "over 2 hours"). */
const NOT_YEARS =
  '(?!\\s?(?:%|am\\b|pm\\b|a\\.m|p\\.m|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|nights?|miles?|km|lbs?|kg|pounds|feet|ft|inches|people|guests|passengers|pages|cents?|dollars|[:.,]\\d))';
/** Age rules as businesses write them, each with the range of ages it includes. */
export const AGE_RULES: QuantityRule[] = [
  // "aged 4 to 12", "ages 4-12", "4 to 12 years", "between 4 and 12"
  [
    new RegExp(`\\b(?:aged?s?|between)\\s${N}\\s?(?:-|–|to|and)\\s?${N}${NOT_YEARS}`, 'gi'),
    (a, b) => [a, b],
  ],
  [new RegExp(`\\b${N}\\s?(?:-|–|to)\\s?${N}\\s(?:years?|yrs?)\\b`, 'gi'), (a, b) => [a, b]],
  // "under 6", "under the age of 6", "younger than 6", "below 6"
  [
    new RegExp(`\\b(?:under|below|younger than)(?: the age of)?\\s${N}${NOT_YEARS}`, 'gi'),
    (a) => [0, a - 1],
  ],
  // "6 and under", "5 or younger"
  [new RegExp(`\\b${N}\\s(?:and|or)\\s(?:under|younger)\\b`, 'gi'), (a) => [0, a]],
  // "21 or over", "65 and older", "18+"
  [
    new RegExp(`\\b${N}(?:\\s(?:and|or)\\s(?:over|older|above)\\b|\\+)`, 'gi'),
    (a) => [a, UNBOUNDED],
  ],
  // "over 65", "older than 65", "at least 21", "minimum age is 21", "must be 21"
  [new RegExp(`\\b(?:over|older than|above)\\s${N}${NOT_YEARS}`, 'gi'), (a) => [a + 1, UNBOUNDED]],
  [
    new RegExp(`\\b(?:at least|minimum age(?: is| of)?|must be)\\s${N}${NOT_YEARS}`, 'gi'),
    (a) => [a, UNBOUNDED],
  ],
];

import { NUMBER, type QuantityRule, UNBOUNDED } from './quantity-rules';

/**
 * A head count in a question, and the sentences whose rules include it (issue 23): "we're a group
 * of 12, any discount?" is answered by "groups of 10 or more get 15% off", "i have 2 dogs, any
 * deal?" by "a second dog gets 15% off", "a room for a team of 12" by "The Furnace (14 people)",
 * not by a sentence that happens to hold a 12.
 */

/** What is counted: people, and the pets and things a booking is made for. */
const COUNTED =
  /^(?:people|persons|ppl|guests|adults|kids|children|teens|students|friends|members|participants|diners|passengers|players|riders|dogs|cats|pets|puppies|horses|bikes|cars|vehicles|rooms|tables)$/;
/** "a group of 12", "party of 6", "table for 4": the number after these is a head count. */
const GROUPS = new Set(['group', 'party', 'team', 'family', 'table', 'booking', 'reservation']);

/** The head count said by the token at `at` ("12 people", "group of 12", "2 dogs"), if any. */
export function countAt(tokens: string[], at: number): number | undefined {
  const token = tokens[at]!;
  if (!/^\d{1,3}$/.test(token)) return undefined;
  const value = Number(token);
  if (value < 1) return undefined;
  const next = tokens[at + 1];
  if (next && COUNTED.test(next)) return value;
  // "2 of us", "we are 4", "there are 6 of us"
  if (next === 'of' && tokens[at + 2] === 'us') return value;
  if (tokens[at - 1] === 'are' && (tokens[at - 2] === 'we' || tokens[at - 2] === 'there')) {
    return value;
  }
  const [before, joiner] = [tokens[at - 2], tokens[at - 1]];
  if (before && GROUPS.has(before) && (joiner === 'of' || joiner === 'for')) return value;
  return undefined;
}

/** The words businesses write head-count rules with: what finds the passages that hold one. */
export const COUNT_WORDS = [
  'group',
  'groups',
  'people',
  'guests',
  'maximum',
  'minimum',
  'more',
  'second',
  'additional',
];

const N = NUMBER;
const HEADS =
  '(?:people|persons|guests|adults|children|kids|participants|pets|dogs|cats|passengers|diners|seats?)';
/** Head-count rules as businesses write them, each with the range of counts it includes. */
export const COUNT_RULES: QuantityRule[] = [
  // "3 or more pets", "10 and over", "groups of 10+", "at least 8", "more than 6 guests"
  [
    new RegExp(`\\b${N}(?:\\s?(?:or|and)\\s(?:more|over|above)\\b|\\+)`, 'gi'),
    (a) => [a, UNBOUNDED],
  ],
  [new RegExp(`\\b(?:at least|a minimum of|minimum of)\\s${N}\\b`, 'gi'), (a) => [a, UNBOUNDED]],
  [new RegExp(`\\b(?:more than|over)\\s${N}\\s${HEADS}`, 'gi'), (a) => [a + 1, UNBOUNDED]],
  // "up to 24 guests", "maximum of 12", "seats 40", "limited to 15 people", "sleeps 4"
  [
    new RegExp(
      `\\b(?:up to|maximum of|max\\.?|no more than|limited to|seats|holds|fits|accommodates|sleeps)\\s${N}\\b`,
      'gi',
    ),
    (a) => [1, a],
  ],
  // "4 to 8 people", "10-20 guests"
  [new RegExp(`\\b${N}\\s?(?:-|–|to)\\s?${N}\\s${HEADS}`, 'gi'), (a, b) => [a, b]],
  // "a second dog", "each additional child", "multi-pet households": two or more
  [
    /\b(?:second|2nd|each additional|additional|multiple|multi-?)\s?(?:dogs?|cats?|pets?|child|children|kids?|siblings?|persons?|guests?|rooms?)\b/gi,
    () => [2, UNBOUNDED],
  ],
  // "The Furnace (14 people)", "an 8-person office": a room's or a booking's capacity
  [
    new RegExp(`\\b${N}(?:\\s|-)(?:people|persons|person|guests|seats|seater)\\b`, 'gi'),
    (a) => [1, a],
  ],
];

import { describe, expect, it } from 'vitest';
import { COUNT_RULES, countAt } from './counts';
import { ruleFit } from './quantity-rules';
import { tokenize } from './question';

const countsIn = (question: string) => {
  const tokens = tokenize(question);
  return tokens.flatMap((_, at) => countAt(tokens, at) ?? []);
};
const countFit = (sentence: string, count: number) => ruleFit(sentence, count, COUNT_RULES);

describe('head counts in questions and count rules in knowledge', () => {
  it('reads a head count, not any number', () => {
    expect(countsIn('were a group of 12 any discount')).toEqual([12]);
    expect(countsIn('i have 2 dogs do i get a deal')).toEqual([2]);
    expect(countsIn('table for 6 on friday')).toEqual([6]);
    expect(countsIn('need a room for 8 people')).toEqual([8]);
    expect(countsIn('is it open 2 days a week, is 5pm ok')).toEqual([]);
  });

  it('fits the rule that includes the count, one that excludes it less, none not at all', () => {
    expect(countFit('Groups of 10 or more get 15% off.', 12)).toBe(1);
    expect(countFit('Groups of 10 or more get 15% off.', 6)).toBe(0.5);
    expect(countFit('Households with 3 or more pets receive 5% off.', 4)).toBe(1);
    expect(countFit('Second dog from the same household: 15% off', 2)).toBe(1);
    expect(countFit('The Furnace (14 people) – $70 per hour', 12)).toBe(1);
    expect(countFit('The boat can be chartered for up to 24 guests.', 30)).toBe(0.5);
    expect(countFit('Private rooms seat 4 to 8 people.', 6)).toBe(1);
    expect(countFit('Open daily from 10am; tours last 12 minutes.', 12)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { AGE_RULES, ageAt } from './ages';
import { COUNT_RULES, countAt } from './counts';
import { ruleFit } from './quantity-rules';
import { tokenize } from './question';

/** The values a reader of stated quantities finds in a question, in order. */
const statedIn = (
  reader: (tokens: string[], at: number) => number | undefined,
  question: string,
) => {
  const tokens = tokenize(question);
  return tokens.flatMap((_, at) => reader(tokens, at) ?? []);
};
const ageOf = (tokens: string[], at: number) => ageAt(tokens, at)?.age;
const ageFit = (sentence: string, age: number) => ruleFit(sentence, age, AGE_RULES);
const countFit = (sentence: string, count: number) => ruleFit(sentence, count, COUNT_RULES);

describe('ages in questions and age rules in knowledge', () => {
  it('reads an age said as one, not any number', () => {
    expect(statedIn(ageOf, 'my baby is 2 does she need a ticket')).toEqual([2]);
    expect(statedIn(ageOf, 'can my 19 yr old come')).toEqual([19]);
    expect(statedIn(ageOf, 'im 70 any discount')).toEqual([70]);
    expect(statedIn(ageOf, 'my 6 yo wants to come')).toEqual([6]);
    expect(statedIn(ageOf, 'the wait is 2 hours, table for 4')).toEqual([]);
    expect(statedIn(ageOf, 'is 5 pm too late')).toEqual([]);
    expect(statedIn(ageOf, 'we are 4 is there a table')).toEqual([]);
    expect(statedIn(ageOf, 'are 2 of us allowed in')).toEqual([]);
    expect(statedIn(ageOf, 'my kids are 5 and 7')).toEqual([5]);
  });

  it('fits a rule that includes the age best, one that excludes it less, none not at all', () => {
    const prices = 'Adults $34, children aged 4 to 12 $18, children under 4 ride free.';
    expect(ageFit(prices, 2)).toBe(1);
    expect(ageFit(prices, 8)).toBe(1);
    expect(ageFit(prices, 30)).toBe(0.5);
    expect(ageFit('Guests must be 21 or over.', 19)).toBe(0.5);
    expect(ageFit('Seniors aged 65 and over receive 10% off.', 70)).toBe(1);
    expect(ageFit('Kids 12 and under eat free.', 10)).toBe(1);
    expect(ageFit('Open to ages 18+.', 20)).toBe(1);
    expect(ageFit('Pets over 7 years old need a blood panel.', 9)).toBe(1);
    // Amounts and durations are no ages.
    expect(ageFit('Tours run under 2 hours and cost under $40.', 1)).toBe(0);
    expect(ageFit('A table for 4 to 6 people.', 5)).toBe(0);
  });
});

describe('head counts in questions and count rules in knowledge', () => {
  it('reads a head count, not any number', () => {
    expect(statedIn(countAt, 'were a group of 12 any discount')).toEqual([12]);
    expect(statedIn(countAt, 'i have 2 dogs do i get a deal')).toEqual([2]);
    expect(statedIn(countAt, 'table for 6 on friday')).toEqual([6]);
    expect(statedIn(countAt, 'need a room for 8 people')).toEqual([8]);
    expect(statedIn(countAt, 'is it open 2 days a week, is 5pm ok')).toEqual([]);
    expect(statedIn(countAt, 'we are 4 is there a table')).toEqual([4]);
    expect(statedIn(countAt, 'are 2 of us allowed in')).toEqual([2]);
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

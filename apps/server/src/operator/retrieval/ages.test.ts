import { describe, expect, it } from 'vitest';
import { AGE_RULES, ageAt } from './ages';
import { ruleFit } from './quantity-rules';
import { tokenize } from './question';

const agesIn = (question: string) => {
  const tokens = tokenize(question);
  return tokens.flatMap((_, at) => ageAt(tokens, at)?.age ?? []);
};

const ageFit = (sentence: string, age: number) => ruleFit(sentence, age, AGE_RULES);

describe('ages in questions and age rules in knowledge', () => {
  it('reads an age said as one, not any number', () => {
    expect(agesIn('my baby is 2 does she need a ticket')).toEqual([2]);
    expect(agesIn('can my 19 yr old come')).toEqual([19]);
    expect(agesIn('im 70 any discount')).toEqual([70]);
    expect(agesIn('my 6 yo wants to come')).toEqual([6]);
    expect(agesIn('the wait is 2 hours, table for 4')).toEqual([]);
    expect(agesIn('is 5 pm too late')).toEqual([]);
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

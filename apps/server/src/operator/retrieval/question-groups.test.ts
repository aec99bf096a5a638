import { describe, expect, it } from 'vitest';
import type { QuestionTopic } from './question-features';
import {
  clusterQuestions,
  groupKeyOf,
  jaccard,
  keyFeaturesOf,
  minHashSignature,
  mostTypicalMember,
  topicSimilarity,
} from './question-groups';

const topic = (words: string[], extra: Partial<QuestionTopic> = {}): QuestionTopic => ({
  words,
  related: [],
  isModifier: false,
  commonness: 0,
  ...extra,
});
/** A question of plain words, one topic each. */
const question = (...words: string[]) => words.map((word) => topic([word]));

describe('set similarity', () => {
  it('is Jaccard: shared over all', () => {
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3);
    expect(jaccard(new Set(), new Set(['a']))).toBe(0);
  });

  it("MinHash signatures agree in about the sets' Jaccard share of places", () => {
    const a = Array.from({ length: 60 }, (_, i) => `w${i}`);
    const b = Array.from({ length: 60 }, (_, i) => `w${i + 30}`);
    const [x, y] = [minHashSignature(a), minHashSignature(b)];
    const agree = x.filter((value, i) => value === y[i]).length / x.length;
    expect(agree).toBeGreaterThan(1 / 3 - 0.15);
    expect(agree).toBeLessThan(1 / 3 + 0.15);
  });
});

describe('topic similarity', () => {
  it('counts a concept or a synonym as less than the same word', () => {
    const same = topicSimilarity(question('slack', 'app'), question('slack', 'app'));
    const concept = topicSimilarity(
      [topic(['vegan'], { concept: 'dietary' })],
      [topic(['gluten'], { concept: 'dietary' })],
    );
    const synonym = topicSimilarity([topic(['pause'], { related: ['freez'] })], [topic(['freez'])]);
    expect(same).toBe(1);
    expect(concept).toBeLessThan(synonym);
    expect(synonym).toBeLessThan(same);
  });
});

describe('clustering', () => {
  const questions = [
    question('slack', 'integr'),
    question('slack', 'integr', 'app'),
    question('piano', 'move'),
    question('piano', 'move', 'grand'),
    question('refund'),
    [],
  ];

  it('puts the same question in other words together, and the rest apart', () => {
    expect(clusterQuestions(questions)).toEqual([[0, 1], [2, 3], [4], [5]]);
  });

  it('finds the same clusters through MinHash banding as pair by pair', () => {
    expect(clusterQuestions(questions, { method: 'minhash' })).toEqual(
      clusterQuestions(questions, { method: 'exact' }),
    );
  });
});

describe('group keys', () => {
  it('stay the same when a question in other words joins the group', () => {
    const members = [question('slack', 'integr'), question('slack', 'integr', 'app')];
    const joined = [...members, question('slack', 'connect', 'integr')];
    expect(groupKeyOf(members.map(keyFeaturesOf))).toBe(groupKeyOf(joined.map(keyFeaturesOf)));
    expect(groupKeyOf(members.map(keyFeaturesOf))).toMatch(/^[0-9a-f]{16}$/);
    expect(groupKeyOf([keyFeaturesOf(question('piano'))])).not.toBe(
      groupKeyOf(members.map(keyFeaturesOf)),
    );
  });

  it('name the concept rather than the word that evoked it', () => {
    expect(keyFeaturesOf([topic(['cost'], { concept: 'price' }), topic(['membership'])])).toEqual([
      '~price',
      'membership',
    ]);
  });

  it('pick the most typical question of a group', () => {
    const members = [
      ['slack', 'bot'],
      ['slack', 'integr'],
      ['slack', 'integr', 'app'],
    ];
    expect(mostTypicalMember(members)).toBe(1);
  });
});

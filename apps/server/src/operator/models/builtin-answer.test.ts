import { describe, expect, it } from 'vitest';
import type { RetrievedPassage } from '../retrieval/full-text';
import { composeBuiltinAnswer } from './builtin-answer';

const passage = (text: string, id = 'p1'): RetrievedPassage => ({
  passageId: id,
  contentId: 'c1',
  text,
  rank: 1,
});

describe('built-in answer engine', () => {
  it('answers with the most relevant sentences, in the configured style', () => {
    const passages = [
      passage('We were founded in 1999. A standard cleaning costs $120. Parking is free.'),
      passage('Whitening costs $300.', 'p2'),
    ];
    const professional = composeBuiltinAnswer('How much is a cleaning?', passages, 'professional');
    expect(professional.text).toContain('A standard cleaning costs $120.');
    expect(professional.text).not.toContain('1999');
    expect(professional.text.startsWith('Here is what I can tell you:')).toBe(true);
    expect(professional.usedPassageIds).toEqual(['p1']);

    const casual = composeBuiltinAnswer('How much is a cleaning?', passages, 'casual');
    expect(casual.text.startsWith('Sure thing!')).toBe(true);
  });

  it('says plainly that it has no answer when no passage matched', () => {
    const answer = composeBuiltinAnswer('Do you sell bikes?', [], 'formal');
    expect(answer.text).toMatch(/do not have information/);
    expect(answer.usedPassageIds).toEqual([]);
  });

  it('falls back to the best passage when its own stems miss what Postgres matched', () => {
    const answer = composeBuiltinAnswer(
      'Teeth?',
      [passage('Dental care for the whole family. We love smiles.')],
      'friendly',
    );
    expect(answer.text).toContain('Dental care for the whole family.');
  });
});

import { describe, expect, it } from 'vitest';
import type { RetrievedPassage } from '../retrieval/full-text';
import { kindsAsked, sentencesOfKinds } from './answer-kinds';
import { composeBuiltinAnswer } from './builtin-answer';

const passage = (passageId: string, text: string, isContact = false): RetrievedPassage => ({
  passageId,
  contentId: 'c',
  text,
  rank: 1,
  isContact,
});

const kinds = (question: string) => kindsAsked(question).map((kind) => kind.name);

describe('answer kinds', () => {
  it('knows a question asking for a phone number, an e-mail or an address by how it is asked', () => {
    expect(kinds('who do i ring to book')).toEqual(['phone']);
    expect(kinds('e mail address?')).toEqual(['email', 'address']);
    expect(kinds('whats the address for my gps')).toEqual(['address']);
    expect(kinds('where r u exactly')).toEqual(['address']);
    expect(kinds('how much is a lesson')).toEqual([]);
  });

  it('finds the sentences holding a value of the kind, the contact passage first', () => {
    const passages = [
      passage('p1', 'Lessons cost $40. Call us on (555) 201-3344 to book.'),
      passage('contact', 'Phone: (555) 201-3300. Email: hello@studio.example.', true),
    ];
    const found = sentencesOfKinds(kindsAsked('what number do i call'), '', passages, 500);
    expect(found.map((s) => s.text)).toEqual([
      'Phone: (555) 201-3300.',
      'Call us on (555) 201-3344 to book.',
    ]);
    // An answer that holds one already needs nothing more.
    expect(sentencesOfKinds(kindsAsked('phone?'), 'Call (555) 201-3300.', passages, 500)).toEqual(
      [],
    );
  });

  it('answers with the address when the knowledge never says the word "address"', () => {
    const passages = [
      passage(
        'p1',
        'All cruises depart from Dock C, 60 Concord Street, Charleston. Boarding opens early.',
      ),
    ];
    const answer = composeBuiltinAnswer('whats the address for my gps', passages, 'professional');
    expect(answer.text).toContain('60 Concord Street');
    expect(answer.usedPassageIds).toEqual(['p1']);
  });
});

import { describe, expect, it } from 'vitest';
import { asksForPerson, confirmsResolution, emailIn, keywordIn } from './triggers';

describe('handoff triggers', () => {
  it('hears a customer asking for a person, as customers write it', () => {
    for (const text of [
      'can I talk to a human',
      'Agent please',
      'i want to speak with someone',
      'Connect me to a real person!',
      'can i get a representative',
      'human',
      'Is there a person here?',
      'I need customer service',
      'let me chat with an actual human being',
    ]) {
      expect(asksForPerson(text), text).toBe(true);
    }
  });

  it('does not hand off questions that only mention people', () => {
    for (const text of [
      'how many people fit in the room?',
      'does the manager sign the lease',
      'what time do you open',
      'is the human resources office open on monday',
      'my agent number is 12',
    ]) {
      expect(asksForPerson(text), text).toBe(false);
    }
  });

  it('finds the business keywords as whole words, any case', () => {
    expect(keywordIn('I want a REFUND now', ['refund', 'lawyer'])).toBe('refund');
    expect(keywordIn('refunds policy?', ['refund'])).toBeUndefined();
    expect(keywordIn('I will call my lawyer.', ['refund', 'lawyer'])).toBe('lawyer');
    expect(keywordIn('this is a formal complaint', ['formal complaint'])).toBe('formal complaint');
    expect(keywordIn('anything', [])).toBeUndefined();
  });

  it('reads an email address left in a message', () => {
    expect(emailIn('sure, it is dana.w+shop@example.co.uk thanks')).toBe(
      'dana.w+shop@example.co.uk',
    );
    expect(emailIn('no address here @ all')).toBeUndefined();
  });
});

describe('a customer confirming an answer solved it', () => {
  it('hears it said in everyday words', () => {
    for (const text of [
      'thanks, that solved it',
      'Perfect, that answers my question!',
      "great that's exactly what I needed",
      'ok the problem is fixed now, thank you',
      "that's all i needed, cheers",
      'it worked, thanks',
    ]) {
      expect(confirmsResolution(text), text).toBe(true);
    }
  });

  it('does not take thanks alone, or a denial, as a verdict', () => {
    for (const text of [
      'thanks',
      'thank you, one more question',
      "that didn't solve it",
      'it still has not worked',
      'how do I fix the problem?',
    ]) {
      expect(confirmsResolution(text), text).toBe(false);
    }
  });
});

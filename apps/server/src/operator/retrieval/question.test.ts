import { beforeAll, describe, expect, it } from 'vitest';
import { expandQuestion, MAX_CORRECTED_WORDS, type QueryWord, tokenize, WEIGHTS } from './question';
import { editDistance } from './spelling';
import { CONCEPTS } from './vocabulary';
import { sharedWordNet, type WordNet } from './wordnet';

let wordnet: WordNet | undefined;
beforeAll(async () => {
  wordnet = await sharedWordNet();
});

const weightOf = (words: QueryWord[], word: string) => words.find((w) => w.word === word)?.weight;
const groupOf = (words: QueryWord[], word: string) => words.find((w) => w.word === word)?.group;

describe('expanding a customer question', () => {
  it('loads WordNet from the installed package', () => {
    expect(wordnet?.lemmaOf('closes')).toBe('close');
    expect(wordnet?.lemmaOf('bought')).toBe('buy');
  });

  it('adds what the words mean in customer service, below the customer own words', async () => {
    const words = await expandQuestion('when do you close on thursday', wordnet);
    expect(weightOf(words, 'close')).toBe(WEIGHTS.customer);
    expect(weightOf(words, 'hours')).toBe(WEIGHTS.concept);
    // "close" and "hours" are one thing asked: a passage earns it once.
    expect(groupOf(words, 'hours')).toBe(groupOf(words, 'close'));
    const thursday = words.filter((w) => w.word === 'thursday');
    // The day named is a group of its own; the hours concept also lists it, at its lower weight.
    expect(thursday.map((w) => w.weight).sort()).toEqual([WEIGHTS.concept, WEIGHTS.customer]);
    expect(thursday.find((w) => w.weight === WEIGHTS.customer)?.group).not.toBe(
      groupOf(words, 'close'),
    );
  });

  it('turns question phrases into what answers them', async () => {
    const where = await expandQuestion('where are you?', wordnet);
    expect(where.map((w) => w.word)).toContain('address');
    const installments = await expandQuestion('can I pay in installments', wordnet);
    expect(installments.map((w) => w.word)).toEqual(expect.arrayContaining(['financing', 'plan']));
  });

  it('knows everyday words for what a business writes in its own terms', async () => {
    const conceptOf = async (question: string, word: string) =>
      (await expandQuestion(question, wordnet)).find((w) => w.word === word)?.concept;
    expect(await conceptOf('how early can i drop off my dog', 'hours')).toBe('hours');
    expect(await conceptOf('whats the latest pickup time', 'hours')).toBe('hours');
    expect(await conceptOf('can i try it before i buy', 'trial')).toBe('trial');
    expect(await conceptOf('do i pay anything up front', 'deposit')).toBe('deposit');
    expect(await conceptOf('how many people fit on the boat', 'capacity')).toBe('capacity');
    expect(await conceptOf('my buddy wants to tag along', 'guests')).toBe('guests');
    expect(await conceptOf('whats the wi fi password', 'wi-fi')).toBe('wifi');
    expect(await conceptOf('where can i leave my bike', 'storage')).toBe('storage');
    expect(await conceptOf('how often does it sync', 'hourly')).toBe('frequency');
    expect(await conceptOf('can i move my class to another day', 'reschedule')).toBe(
      'cancellation',
    );
    expect(await conceptOf('do seniors get money off', 'discount')).toBe('discount');
  });

  it('looks for a holiday by its name and its date', async () => {
    const words = await expandQuestion('are u open christmas eve', wordnet);
    expect(words.find((w) => w.word === 'december')?.concept).toBe('christmas eve');
    expect(words.map((w) => w.word)).not.toContain('24');
  });

  it("knows a holiday's sentence by its name, its date as businesses write it, or holidays in general", () => {
    const shape = (name: string) => CONCEPTS.find((c) => c.name === name)!.onlyAnsweredBy!;
    const christmasEve = shape('christmas eve');
    for (const sentence of [
      'Closed on Christmas Eve.',
      'Closed December 24 and 25.',
      'Closed Dec. 24th.',
      'Closed on the 24th of December.',
      'Closed on all public holidays.',
      'We close early on holiday weekends.',
    ]) {
      expect(christmasEve.test(sentence), sentence).toBe(true);
    }
    for (const sentence of [
      'Closed on Christmas Day.',
      'Open 9am to 5pm, December to February.',
      'Holiday hours: closed on Thanksgiving.',
      'Closed December 1 to 23.',
    ]) {
      expect(christmasEve.test(sentence), sentence).toBe(false);
    }
    expect(shape('new years day').test("Closed on New Year's Day.")).toBe(true);
    expect(shape('easter').test('Exams are held in April.')).toBe(false);
  });

  it("asks what 'senior' asks when a customer gives a senior's age", async () => {
    const concepts = async (question: string) =>
      new Set((await expandQuestion(question, wordnet)).map((w) => w.concept));
    expect(await concepts('im 70 do i get a discount')).toContain('seniors');
    expect(await concepts('my grandpa is 82 can he rent')).toContain('seniors');
    const yearsOld = await concepts('my 75 year old mum wants to come');
    expect(yearsOld).toContain('seniors');
    expect(yearsOld).not.toContain('children');
    // A number alone is no age, and a child's age is a child's.
    expect(await concepts('can i print 70 pages')).not.toContain('seniors');
    expect(await concepts('my son is 12')).not.toContain('seniors');
  });

  it('keeps a word with an accent whole', () => {
    // "café" was read as "caf", which no knowledge holds.
    expect(tokenize('what time does the café close')).toEqual([
      'what',
      'time',
      'does',
      'the',
      'café',
      'close',
    ]);
    expect(tokenize('Crème brûlée?')).toEqual(['crème', 'brûlée']);
  });

  it("reads Object's own names as words: a customer typing 'constructor' failed the turn", async () => {
    expect(tokenize('are you a constructor')).toEqual(['are', 'you', 'a', 'constructor']);
    const words = (
      await expandQuestion('do contractors or a constructor get a discount', wordnet)
    ).map((w) => w.word);
    expect(words).toContain('constructor');
    expect(words).toContain('discount');
  });

  it('spells out what customers abbreviate and leaves out chat fillers', async () => {
    const words = (
      await expandQuestion('my puppy is 9 wks old lol, can i turn on 2fa', wordnet)
    ).map((w) => w.word);
    expect(words).toEqual(expect.arrayContaining(['weeks', 'two-factor', 'authentication']));
    expect(words).not.toContain('lol');
  });

  it('splits a count typed against its unit and reads a home sized as "3br" by its bedrooms', async () => {
    expect(tokenize('hw much for a 3br or 2bdrm, my kid is 8yo')).toEqual(
      expect.arrayContaining(['how', '3', 'bedroom', '2', '8', 'year', 'old']),
    );
    // A clock time is not a count: "10am" stays as typed.
    expect(tokenize('open at 10am')).toContain('10am');
    const words = await expandQuestion('price of a deep clean for a 3br', wordnet);
    expect(groupOf(words, 'bed')).toBe(groupOf(words, 'bedroom'));
  });

  it('leaves out words that carry no topic', async () => {
    const words = await expandQuestion('hi, could you please tell me the thing', wordnet);
    expect(words).toEqual([]);
  });

  it('corrects spelling beside the customer word, and finds WordNet synonyms', async () => {
    const words = await expandQuestion('apointment for my zipper', wordnet);
    expect(weightOf(words, 'apointment')).toBe(WEIGHTS.customer);
    expect(weightOf(words, 'appointment')).toBeGreaterThanOrEqual(WEIGHTS.concept);
    expect(weightOf(words, 'zip')).toBe(WEIGHTS.synonym);
  });

  it('restores hyphens and irregular forms that stemming cannot', async () => {
    expect((await expandQuestion('xrays', wordnet)).map((w) => w.word)).toContain('x-ray');
    expect((await expandQuestion('preapproved', wordnet)).map((w) => w.word)).toContain(
      'pre-approved',
    );
    expect((await expandQuestion('how fast do they sell', wordnet)).map((w) => w.word)).toContain(
      'sold',
    );
  });

  it('weighs a word that only describes below one that names', async () => {
    const words = await expandQuestion('bigger tents', wordnet);
    expect(weightOf(words, 'bigger')).toBe(WEIGHTS.modifier);
    expect(weightOf(words, 'tents')).toBe(WEIGHTS.customer);
  });

  it('works without WordNet, with the curated vocabulary alone', async () => {
    const words = await expandQuestion('how much is parking', undefined);
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['price', 'parking', 'lot']));
  });
});

describe('a question of thousands of words', () => {
  // Each correction compares the word with thousands of dictionary words: a customer's message
  // must not be able to ask for thousands of them.
  it('tries to correct a bounded number of unknown words, and searches the rest as typed', async () => {
    // Dictionary words with two letters swapped (one slip each), and made-up words.
    const misspelled = [...'abcdeghlmprstw'].flatMap((letter) =>
      wordnet!
        .wordsStartingWith(letter)
        .filter((word) => /^[a-z]{7,10}$/.test(word))
        .slice(0, 150)
        .map((word) => `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`),
    );
    // Base 26 written in letters only: "zq" and a distinct tail no dictionary has.
    const madeUp = Array.from(
      { length: 1000 },
      (_, i) => `zq${i.toString(26).replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)]!)}`,
    );
    const typed = [...new Set([...misspelled, ...madeUp])].filter(
      (word) => wordnet!.lemmaOf(word) === undefined,
    );
    expect(typed.length).toBeGreaterThan(2000);

    const words = await expandQuestion(typed.join(' '), wordnet);

    // A word tried and corrected brings its correction; one tried in vain counts as a name.
    const corrections = words.filter(
      (w) => w.weight === WEIGHTS.correction || w.weight === WEIGHTS.correction * WEIGHTS.modifier,
    );
    const names = words.filter((w) => w.weight === WEIGHTS.name);
    expect(corrections.length).toBeGreaterThan(0);
    expect(corrections.length + names.length).toBeLessThanOrEqual(MAX_CORRECTED_WORDS);
    // Every word typed is still looked for.
    const searched = new Set(words.map((w) => w.word));
    expect(typed.filter((word) => !searched.has(word))).toEqual([]);
  });
});

describe('edit distance', () => {
  it('counts a swap of two letters as one slip and gives up past the limit', () => {
    expect(editDistance('recieve', 'receive', 2)).toBe(1);
    expect(editDistance('tommorow', 'tomorrow', 2)).toBe(2);
    expect(editDistance('parking', 'banking', 1)).toBe(2);
  });
});

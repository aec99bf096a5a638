import { memoizeBounded } from '../../platform/bounded-memo';
import type { WordNet } from './wordnet';

/**
 * Kinds of things businesses write about by their kind while customers name the one they have
 * (issue 23): "my border collie" is a dog, "my 2015 Civic" is a car, "an old Schwinn" a bike.
 * General knowledge, not any business's words: WordNet's hypernyms for breeds and models it
 * knows, and a short list of makes and nicknames it does not.
 */

/**
 * Each kind, by the WordNet lemma that names it, with the words a business writes for it. Maps,
 * not objects: the keys looked up are customers' words and WordNet's, and "constructor" (the
 * hypernym of "contractor") must not find Object's own.
 */
const KINDS = new Map<string, string[]>(
  Object.entries({
    dog: ['dog', 'dogs'],
    cat: ['cat', 'cats'],
    bird: ['bird', 'birds'],
    rabbit: ['rabbit', 'rabbits'],
    reptile: ['reptile', 'reptiles'],
    horse: ['horse', 'horses'],
    car: ['car', 'cars', 'vehicle'],
    'electric car': ['electric', 'ev', 'car'],
    truck: ['truck', 'trucks', 'vehicle'],
    motorcycle: ['motorcycle', 'motorbike'],
    bicycle: ['bike', 'bicycle'],
    boat: ['boat', 'boats'],
    telephone: ['phone', 'phones'],
    computer: ['computer', 'laptop'],
  }),
);

/** Names WordNet does not know as instances of their kind: makes, brands, nicknames of breeds. */
const NAMED = new Map(
  Object.entries({
    dog: 'chihuahua labrador newfoundland labradoodle goldendoodle cockapoo cavapoo maltipoo doodle pitbull pittie frenchie newfie doxie yorkie staffie staffy westie schnauzer husky',
    car: 'toyota honda ford chevy chevrolet nissan hyundai kia subaru mazda volkswagen vw bmw audi mercedes volvo jeep dodge lexus porsche peugeot renault skoda vauxhall mitsubishi buick cadillac civic corolla camry prius',
    'electric car': 'tesla',
    bicycle: 'schwinn cannondale ebike e-bike',
    cat: 'kitten kitty',
    telephone: 'iphone android samsung smartphone',
    computer: 'macbook chromebook',
  }).flatMap(([kind, names]) => names.split(' ').map((name) => [name, kind] as const)),
);

/** How far up WordNet's hypernyms a kind is looked for: a breed is 2 to 5 steps below "dog". */
const MAX_STEPS = 6;
/**
 * A word's first sense only: a rarer one is seldom what a customer means ("scooter" is also a
 * sailboat). Breeds whose first sense is another thing ("chihuahua", a city) are in `NAMED`.
 */
const SENSES = 1;
const KINDS_REMEMBERED = 5000;

async function lookUpKind(word: string, wordnet: WordNet | undefined): Promise<string | undefined> {
  const named = NAMED.get(word);
  if (named) return named;
  const lemma = wordnet?.lemmaOf(word);
  if (!wordnet || !lemma || KINDS.has(lemma)) return undefined;
  for (const entry of wordnet.entries(lemma)) {
    if (entry.partOfSpeech !== 'noun') continue;
    for (const sense of entry.synsets.slice(0, SENSES)) {
      let level = [sense];
      const seen = new Set(level);
      for (let step = 0; step < MAX_STEPS && level.length > 0; step++) {
        const next: number[] = [];
        for (const offset of level) {
          for (const hypernym of await wordnet.hypernyms('noun', offset)) {
            if (seen.has(hypernym)) continue;
            seen.add(hypernym);
            const words = await wordnet.synsetWords('noun', hypernym);
            const kind = words.map((w) => w.toLowerCase()).find((w) => KINDS.has(w));
            if (kind) return kind;
            next.push(hypernym);
          }
        }
        level = next;
      }
    }
  }
  return undefined;
}

const remembered = new WeakMap<object, (word: string) => Promise<string | undefined>>();
const withoutWordNet = {};

/**
 * The kind a word names an instance of ("collie" -> "dog", "tesla" -> "car"), if it is one of
 * `KINDS`; undefined for the kind's own name and for everything else. Remembered, bounded.
 */
export function kindOf(word: string, wordnet: WordNet | undefined): Promise<string | undefined> {
  const key = wordnet ?? withoutWordNet;
  let lookUp = remembered.get(key);
  if (!lookUp) {
    lookUp = memoizeBounded(KINDS_REMEMBERED, (w: string) => lookUpKind(w, wordnet));
    remembered.set(key, lookUp);
  }
  return lookUp(word);
}

/** The words a business writes for a kind. */
export const wordsOfKind = (kind: string): string[] => KINDS.get(kind) ?? [kind];

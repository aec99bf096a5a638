import { memoizeBounded } from '../../platform/bounded-memo';
import { ADULT_AGE, AGE_WORDS, ageAt, SENIOR_AGE } from './ages';
import { joinPrefixes, type Lexicon, spellingsOf } from './compounds';
import { COUNT_WORDS, countAt } from './counts';
import { kindOf, wordsOfKind } from './kinds';
import { quantityConcept } from './quantity-rules';
import { suggestSpelling } from './spelling';
import { ALIASES, FILLER_WORDS } from './typed-words';
import { CONCEPTS, type Concept } from './vocabulary';
import { irregularFormsOf, type WordNet } from './wordnet';

/**
 * One word to look for. Words of one group stand for one thing the customer asked about: a
 * passage earns a group once, for its best word, so "price" and "cost" never count twice.
 */
export interface QueryWord {
  word: string;
  weight: number;
  group: number;
  /** The concept the group stands for, when the vocabulary knew one. */
  concept?: string;
  /** The customer's word of the group is mostly said of doing ("sell", "cancel"), not of a thing. */
  isAction?: boolean;
}

/** The customer's own words count most; what we add in their name counts less. */
export const WEIGHTS = {
  customer: 1,
  /** A word that only describes ("bigger", "cheaper", "terrified") says less about the topic. */
  modifier: 0.5,

  /** A word no dictionary knows and no spelling explains is a name ("bitcoin", "airbnb"): specific. */
  name: 1.25,
  correction: 0.8,
  concept: 0.6,
  /** The kind a named thing is ("dog" for "collie"): what the business writes, said less exactly. */
  kind: 0.6,
  synonym: 0.35,
} as const;

/** WordNet senses are ordered by frequency: the first ones are what a customer means. */
const SENSES_PER_PART_OF_SPEECH = { noun: 2, verb: 2, adj: 1, adv: 1 } as const;
const MAX_SYNONYMS = 8;
const LONGEST_PHRASE = 4;
/**
 * Unknown words a question gets spelling corrections for, and words it gets synonyms for, at
 * most. A correction compares the word with every dictionary word of its first letter
 * (thousands): a message of hundreds of made-up words held the process for seconds. Customers
 * ask in a dozen words with a slip or two; the words past these are searched as typed.
 */
export const MAX_CORRECTED_WORDS = 5;
export const MAX_EXPANDED_WORDS = 32;

const conceptsByPhrase = new Map<string, Concept>(
  CONCEPTS.flatMap((concept) => concept.asked.map((phrase) => [phrase, concept] as const)),
);
/** Words our vocabulary knows: trusted as spelled, and preferred as spelling suggestions. */
const vocabularyWords = new Set(
  CONCEPTS.flatMap((concept) => [...concept.asked, ...concept.written])
    .flatMap((phrase) => phrase.split(' '))
    .filter((word) => /^[a-z]+$/.test(word)),
);

/** Lower case, apostrophes dropped ("what's" -> "whats"), abbreviations spelled out. */
export function tokenize(question: string): string[] {
  const tokens =
    question
      .toLowerCase()
      .replace(/['’‘`]/g, '')
      // Letters with accents are letters: "café" is one word, not "caf".
      .match(/[\p{Ll}\p{N}]+(?:[.\-/@][\p{Ll}\p{N}]+)*/gu) ?? [];
  return tokens.flatMap(splitCount).flatMap((token) => (ALIASES.get(token) ?? token).split(' '));
}

/** A count typed against its abbreviated unit, "3br", "8yo", "2hrs": the number and the unit. */
function splitCount(token: string): string[] {
  const glued = /^(\d+)([a-z]+)$/.exec(token);
  return glued && ALIASES.has(glued[2]!) ? [glued[1]!, glued[2]!] : [token];
}

const isPlainWord = (token: string) => /^[a-z]+$/.test(token);

function isKnownWord(token: string, wordnet: WordNet | undefined): boolean {
  if (!isPlainWord(token) || token.length <= 3) return true;
  if (FILLER_WORDS.has(token) || vocabularyWords.has(token)) return true;
  // Without WordNet nothing can be checked: trust the customer's spelling.
  return !wordnet || wordnet.lemmaOf(token) !== undefined;
}

/** How often WordNet's tagged corpus saw the word as each part of speech (one each, at least). */
function usesOf(lemma: string, wordnet: WordNet): Record<'noun' | 'verb' | 'adj' | 'adv', number> {
  const uses = { noun: 0, verb: 0, adj: 0, adv: 0 };
  for (const entry of wordnet.entries(lemma)) uses[entry.partOfSpeech] += entry.taggedCount + 1;
  return uses;
}

/** Whether a word is said more often of doing than of a thing ("sell", not "sale"). */
function isAction(lemma: string, wordnet: WordNet): boolean {
  const uses = usesOf(lemma, wordnet);
  return uses.verb > uses.noun;
}

/** Whether WordNet sees the word mostly as an adjective or adverb rather than a noun or verb. */
function isModifier(lemma: string, wordnet: WordNet): boolean {
  const uses = usesOf(lemma, wordnet);
  return uses.adj + uses.adv > uses.noun + uses.verb;
}

/** What WordNet knows of words, for their spellings; without it, every word of 3+ letters is one. */
function lexiconOf(wordnet: WordNet | undefined): Lexicon {
  if (!wordnet) return { isWord: (word) => word.length >= 3, isVerb: () => false };
  return {
    isWord: (word) => wordnet.lemmaOf(word) !== undefined,
    isVerb: (word) => {
      const lemma = wordnet.lemmaOf(word);
      return !!lemma && wordnet.entries(lemma).some((entry) => entry.partOfSpeech === 'verb');
    },
  };
}

/**
 * Synonyms by word, remembered per WordNet: customers ask about the same few hundred things, and
 * looking a word up (its lemma, its entries, the words of its synsets) is most of the time a
 * question's expansion takes. Bounded; the oldest word is forgotten first.
 */
const SYNONYMS_REMEMBERED = 5000;
const rememberedSynonyms = new WeakMap<WordNet, (word: string) => Promise<string[]>>();

function synonymsOf(word: string, wordnet: WordNet): Promise<string[]> {
  let lookUp = rememberedSynonyms.get(wordnet);
  if (!lookUp) {
    lookUp = memoizeBounded(SYNONYMS_REMEMBERED, (w: string) => lookUpSynonyms(w, wordnet));
    rememberedSynonyms.set(wordnet, lookUp);
  }
  return lookUp(word);
}

async function lookUpSynonyms(word: string, wordnet: WordNet): Promise<string[]> {
  const lemma = wordnet.lemmaOf(word);
  if (!lemma) return [];
  const found = new Set<string>();
  for (const entry of wordnet.entries(lemma)) {
    const senses = entry.synsets.slice(0, SENSES_PER_PART_OF_SPEECH[entry.partOfSpeech]);
    for (const offset of senses) {
      for (const written of await wordnet.synsetWords(entry.partOfSpeech, offset)) {
        // Two letters only for an abbreviation WordNet capitalizes ("CV"), not "hr" or "am".
        const synonym = written.toLowerCase();
        const isWord = /^[a-z]{3,}$/.test(synonym) || /^[A-Z]{2}$/.test(written);
        if (isWord && synonym !== lemma && synonym !== word) found.add(synonym);
      }
    }
  }
  return [...found].slice(0, MAX_SYNONYMS);
}

/**
 * Turns a customer's question into weighted groups of words: their own words (spelling slips
 * corrected beside them), what our customer-service vocabulary says they mean, and WordNet's
 * synonyms. Words that carry no topic (greetings, "do you", "can I") are left out.
 */
export async function expandQuestion(
  question: string,
  wordnet: WordNet | undefined,
): Promise<QueryWord[]> {
  const lexicon = lexiconOf(wordnet);
  const tokens = joinPrefixes(tokenize(question), lexicon);
  const result: QueryWord[] = [];
  const groupOfConcept = new Map<string, number>();
  const groupOfWord = new Map<string, number>();
  let groups = 0;

  const conceptOfGroup = new Map<number, string>();
  const actionGroups = new Set<number>();
  // By group and word, so a long question is not searched word by word for each addition.
  const added = new Map<string, QueryWord>();
  const add = (word: string, weight: number, group: number) => {
    const key = `${group} ${word}`;
    const existing = added.get(key);
    if (existing) existing.weight = Math.max(existing.weight, weight);
    else {
      const entry = { word, weight, group, concept: conceptOfGroup.get(group) };
      added.set(key, entry);
      result.push(entry);
    }
  };
  let correctionsTried = 0;
  let wordsExpanded = 0;
  const groupFor = (concept: Concept | undefined, word?: string): number => {
    const known =
      (concept ? groupOfConcept.get(concept.name) : undefined) ??
      (word ? groupOfWord.get(word) : undefined);
    const group = known ?? groups++;
    if (concept && !groupOfConcept.has(concept.name)) {
      groupOfConcept.set(concept.name, group);
      conceptOfGroup.set(group, concept.name);
      for (const written of concept.written) add(written, WEIGHTS.concept, group);
    }
    if (word) groupOfWord.set(word, group);
    return group;
  };

  for (let at = 0; at < tokens.length; ) {
    // "I'm 70", "my daughter is 5": an age asks for the age rules that include it (a sentence
    // holding the number is no answer), and a senior's or a child's age what "senior" or "kid" asks.
    const stated = ageAt(tokens, at);
    if (stated) {
      if (stated.age >= SENIOR_AGE) groupFor(conceptsByPhrase.get('seniors'));
      else if (stated.yearsOld && stated.age < ADULT_AGE)
        groupFor(conceptsByPhrase.get('children'));
      const name = quantityConcept({ kind: 'age', value: stated.age });
      groupFor({ name, asked: [], written: AGE_WORDS });
      at += stated.length;
      continue;
    }
    // "a group of 12", "i have 2 dogs": the rules whose counts include it, not the number.
    const count = countAt(tokens, at);
    if (count !== undefined) {
      const name = quantityConcept({ kind: 'count', value: count });
      groupFor({ name, asked: [], written: COUNT_WORDS });
      at += 1;
      continue;
    }
    let length = Math.min(LONGEST_PHRASE, tokens.length - at);
    let concept: Concept | undefined;
    for (; length > 0; length--) {
      concept = conceptsByPhrase.get(tokens.slice(at, at + length).join(' '));
      if (concept) break;
    }
    const phrase = tokens.slice(at, at + Math.max(length, 1));
    at += Math.max(length, 1);
    const next = tokens[at];
    const content = phrase.filter((token) => !FILLER_WORDS.has(token));
    if (concept) {
      const group = groupFor(concept);
      // A one-word trigger is the customer's own word; the words of a phrase ("money back",
      // "phone number") are what the concept's written words already stand for.
      if (length === 1) for (const token of content) add(token, WEIGHTS.customer, group);
      continue;
    }
    for (const token of content) {
      if (groupOfWord.has(token)) continue;
      const triesCorrection =
        !isKnownWord(token, wordnet) && correctionsTried < MAX_CORRECTED_WORDS;
      if (triesCorrection) correctionsTried += 1;
      const correction = triesCorrection
        ? (wordnet?.hyphenated(token) ?? suggestSpelling(token, wordnet, vocabularyWords))
        : undefined;
      // "polcy" meant "policy", a word that carries no topic: it is dropped like the word itself.
      if (correction && FILLER_WORDS.has(correction)) continue;
      const meant = correction ?? token;
      const lemma = wordnet?.lemmaOf(meant);
      const ownConcept =
        conceptsByPhrase.get(meant) ?? (lemma ? conceptsByPhrase.get(lemma) : undefined);
      // "my border collie" asks what "my dog" asks: the kind's words, and its concept (pets).
      // The name as typed first: a make no dictionary knows is no misspelling ("cockapoo").
      const kind =
        !ownConcept && isPlainWord(token) && wordsExpanded < MAX_EXPANDED_WORDS
          ? ((await kindOf(token, wordnet)) ??
            (correction ? await kindOf(correction, wordnet) : undefined))
          : undefined;
      const concept = ownConcept ?? (kind ? conceptsByPhrase.get(kind) : undefined);
      const group = groupFor(concept, token);
      // A word no correction explains is a name; one past the cap was never tried, so it is not.
      const weight = !lemma
        ? triesCorrection && !correction
          ? WEIGHTS.name
          : WEIGHTS.customer
        : wordnet && isModifier(lemma, wordnet)
          ? WEIGHTS.modifier
          : WEIGHTS.customer;
      add(token, weight, group);
      if (lemma && wordnet && !concept && isAction(lemma, wordnet)) actionGroups.add(group);
      // Postgres stems regular forms itself; an irregular one ("bought") needs its lemma ("buy").
      if (lemma && lemma !== meant && !lemma.includes('-')) add(lemma, weight, group);
      for (const form of lemma ? irregularFormsOf(lemma) : []) add(form, weight, group);
      if (correction) add(correction, WEIGHTS.correction * weight, group);
      for (const word of kind ? wordsOfKind(kind) : []) add(word, WEIGHTS.kind, group);
      // Bounded like synonyms: a message of thousands of words is searched as typed past these.
      const spellings = wordsExpanded < MAX_EXPANDED_WORDS ? spellingsOf(token, next, lexicon) : [];
      for (const spelling of spellings) add(spelling, WEIGHTS.correction * weight, group);
      if (wordnet && isPlainWord(token) && wordsExpanded < MAX_EXPANDED_WORDS) {
        wordsExpanded += 1;
        for (const synonym of await synonymsOf(correction ?? token, wordnet)) {
          add(synonym, WEIGHTS.synonym, group);
        }
      }
    }
  }
  // A word added before its group met a concept ("fix", then "broke") takes the concept too.
  return result.map((w) => ({
    ...w,
    concept: conceptOfGroup.get(w.group),
    ...(actionGroups.has(w.group) ? { isAction: true } : {}),
  }));
}

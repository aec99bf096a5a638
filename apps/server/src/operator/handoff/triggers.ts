import { folded } from '../retrieval/language-words';
import { CONFIRMATIONS, PERSON_REQUESTS } from './person-words';

/**
 * What in a customer's message hands the conversation to a person, without a model: plain words
 * asking for one (in any of the ten languages: a customer may ask in theirs whatever the
 * conversation's language), or a word the business listed.
 */

const PERSON =
  '(?:a |an |the |some |your |real |actual |live |)(?:real |actual |live |)(?:human(?: being)?|person|people|agent|someone|somebody|representative|rep|operator|staff(?: member)?|team member|manager|supervisor|customer (?:service|support|care)|support (?:team|agent))';

/** Asking for a person, as customers write it ("can I talk to a human", "agent please"). */
const ASKS_FOR_PERSON = [
  // "talk to a human", "speak with someone", "chat with a real person"
  new RegExp(`\\b(?:talk|speak|chat|get through)\\s+(?:to|with)\\s+${PERSON}\\b`),
  // "connect me to an agent", "transfer me to a person", "put me through to someone"
  new RegExp(`\\b(?:connect|transfer|put)\\s+me\\s+(?:to|with|through to|through)\\s+${PERSON}\\b`),
  // "I want a human", "can I get an agent", "need a real person"
  new RegExp(`\\b(?:want|need|get|have|request|prefer)\\s+${PERSON}\\b`),
  // "agent please", "human!", "representative" as the whole message
  /^\W*(?:a\s+)?(?:human|agent|person|representative|operator|real person|live agent|live person|customer service)(?:\s+(?:please|pls|plz|now))?\W*$/,
  // "is there a human", "are you a bot? i want a person" is covered above; "any humans here"
  /\b(?:is there|are there|any)\s+(?:a\s+)?(?:real\s+)?(?:humans?|persons?|people|agents?)\s+(?:here|there|around|available)\b/,
];

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Every language's patterns but English's, matched on folded text (person-words.ts). */
const OTHER_LANGUAGES = Object.values(PERSON_REQUESTS).flat();

export function asksForPerson(message: string): boolean {
  const text = normalize(message);
  // Long messages are questions that mention people ("does the manager sign the lease?").
  if (text.length > 300) return false;
  if (ASKS_FOR_PERSON.some((pattern) => pattern.test(text))) return true;
  const plain = folded(text);
  return OTHER_LANGUAGES.some((pattern) => pattern.test(plain));
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first of the business's keywords the message holds, as a whole word or phrase. */
export function keywordIn(message: string, keywords: readonly string[]): string | undefined {
  if (keywords.length === 0) return undefined;
  const text = normalize(message);
  return keywords.find((keyword) => {
    const word = normalize(keyword);
    return (
      word !== '' &&
      new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(word)}(?:$|[^\\p{L}\\p{N}])`, 'u').test(text)
    );
  });
}

/** An email address a customer writes so the team can answer later (the first one). */
export function emailIn(message: string): string | undefined {
  const match = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,24}/.exec(message);
  return match?.[0];
}

/**
 * The customer says an answer solved it ("thanks, that worked", "perfect, that answers my
 * question"): a confirmed resolution (decision 025). Thanks alone is politeness, not a verdict.
 */
const CONFIRMS = [
  /\b(?:that|this|it|you)(?:'s| has| have)?\s+(?:solved|fixed|answered|answers|sorted|helped|worked|did it|cleared (?:it|that) up)\b/,
  /\b(?:problem|issue|question)\s+(?:is\s+)?(?:solved|fixed|answered|sorted)\b/,
  /\b(?:exactly|just) what i (?:needed|wanted|was looking for)\b/,
  /\bthat'?s all i (?:needed|wanted)\b/,
];
const NEGATED = /\b(?:not|n't|didn't|doesn't|hasn't|haven't|never|no longer)\b/;

export function confirmsResolution(message: string): boolean {
  const text = normalize(message);
  if (text.length > 200) return false;
  if (!NEGATED.test(text) && CONFIRMS.some((pattern) => pattern.test(text))) return true;
  const plain = folded(text);
  return Object.values(CONFIRMATIONS).some(
    ({ says, not }) => !not.test(plain) && says.some((pattern) => pattern.test(plain)),
  );
}

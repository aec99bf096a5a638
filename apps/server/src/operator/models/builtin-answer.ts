import type { InteractionStyle, LanguageCode } from '@frontdesk/contracts';
import { answerFrames } from '../language/answer-frames';
import { operatorPhrases, phrasesFor } from '../language/phrases';
import type { RetrievedPassage } from '../retrieval/full-text';
import { kindsAsked, sentencesOfKinds } from './answer-kinds';
import {
  contactSentences,
  MIN_COVERAGE,
  MIN_COVERAGE_OTHER_LANGUAGES,
  openingSentences,
  type Selection,
  selectSentences,
} from './answer-sentences';
import { withoutMarkdown } from './plain-text';

interface StyleVoice {
  opener: string;
  closer: string;
  noAnswer: string;
  /** Leads the organization's contact details after `noAnswer`. */
  reachUs: string;
}

const voices: Record<InteractionStyle, StyleVoice> = {
  professional: {
    opener: 'Here is what I can tell you:',
    closer: 'Is there anything else I can help you with?',
    noAnswer: operatorPhrases.en.noAnswer,
    reachUs: 'You can reach them here:',
  },
  friendly: {
    opener: 'Happy to help!',
    closer: "Let me know if there's anything else I can do for you!",
    noAnswer:
      "I'm sorry, I don't have an answer to that one. Our team will be happy to help you directly!",
    reachUs: "Here's how to reach them:",
  },
  formal: {
    opener: 'Thank you for your question.',
    closer: 'Please do not hesitate to ask should you require further assistance.',
    noAnswer:
      'I regret that I do not have information on that matter. Kindly contact our team directly for assistance.',
    reachUs: 'The team may be reached as follows:',
  },
  casual: {
    opener: 'Sure thing!',
    closer: 'Anything else?',
    noAnswer: "Sorry, I don't know that one. Best to ask the team directly.",
    reachUs: "Here's how:",
  },
  technical: {
    opener: 'Based on our documentation:',
    closer: 'Let me know if you need more detail.',
    noAnswer:
      'Our documentation does not cover that question. Please contact the team for a precise answer.',
    reachUs: 'Contact details:',
  },
  conversational: {
    opener: 'Good question!',
    closer: 'What else would you like to know?',
    noAnswer:
      "Hmm, I don't actually have information about that. You might want to reach out to the team directly.",
    reachUs: "Here's how you can reach them:",
  },
};

/** The voice of a style in a language: English has six, the other languages one each. */
function voiceOf(style: InteractionStyle, language: LanguageCode): StyleVoice {
  if (language === 'en') return voices[style];
  return { ...answerFrames[language], noAnswer: phrasesFor(language).noAnswer };
}

const noAnswers = [
  ...Object.values(voices).map((voice) => voice.noAnswer),
  ...Object.values(operatorPhrases).map((phrases) => phrases.noAnswer),
];

/**
 * Whether a built-in answer is the honest "I don't know" of some style or language (what
 * evaluations count, and what hands a conversation to a person after too many).
 */
export function saysItDoesNotKnow(text: string): boolean {
  return noAnswers.some((noAnswer) => text.startsWith(noAnswer));
}

/** The whole reply stays within this, so that a chat bubble holds it. */
export const MAX_ANSWER_CHARS = 700;
/** What the contact details may take after an "I don't know". */
const CONTACT_BUDGET = 300;

export interface BuiltinAnswer {
  text: string;
  usedPassageIds: string[];
}

/** The passage as if the question held only the words the knowledge uses. */
function ofKnownWords(passage: RetrievedPassage): RetrievedPassage {
  const evidence = passage.evidence;
  if (!evidence) return passage;
  const groups = evidence.question.groups.filter((group) => group.isKnown);
  return { ...passage, evidence: { ...evidence, question: { ...evidence.question, groups } } };
}

// Japanese sentences end with their own full stops (。！？), which take no "." after them.
const asSentence = (quoted: string) => {
  const text = withoutMarkdown(quoted);
  return /[.!?:)"'。！？：）」]$/.test(text) ? text : `${text}.`;
};
const usedIn = (sentences: Selection['sentences']) => [
  ...new Set(sentences.map((s) => s.passageId)),
];

/**
 * The built-in engine's answer: the sentences of the best passages that answer the question (each
 * part of a two-part question), framed in the configured style. It never writes a fact that is not
 * in the knowledge. When the passages cover too little of the question it says so plainly and, when
 * the knowledge gives them, offers the organization's phone number or e-mail address.
 */
export function composeBuiltinAnswer(
  question: string,
  passages: RetrievedPassage[],
  style: InteractionStyle,
  /** The customer's language: the frame's words; the knowledge's sentences stay as written. */
  language: LanguageCode = 'en',
  /** Said instead of the opener: the passages are in another language than the customer's. */
  introduction?: string,
): BuiltinAnswer {
  const voice = voiceOf(style, language);
  const contact = passages.find((p) => p.isContact);
  // Knowledge in another language than the question's: its words that the knowledge does not
  // use are the other language's, not things the knowledge lacks. The best passage found by the
  // words both share answers, introduced as such (decision 027).
  const knowledge = passages
    .filter((p) => !p.isContact)
    .map((p) => (introduction ? ofKnownWords(p) : p));
  const budget = MAX_ANSWER_CHARS - voice.opener.length - voice.closer.length - 3;
  const selection = knowledge.some((p) => p.evidence)
    ? selectSentences(knowledge, budget)
    : knowledge[0]
      ? openingSentences(knowledge[0])
      : undefined;

  const needed = language === 'en' ? MIN_COVERAGE : MIN_COVERAGE_OTHER_LANGUAGES;
  const answered = selection && selection.coverage >= needed ? selection.sentences : [];
  // Asked for a phone number, an address, an e-mail that the answer does not hold: the sentences
  // holding one answer it (alone, when nothing else does).
  const ofKinds = sentencesOfKinds(
    language === 'en' ? kindsAsked(question) : [],
    answered.map((s) => s.text).join(' '),
    passages,
    budget - answered.reduce((sum, s) => sum + s.text.length + 1, 0),
  );
  const sentences = [...answered, ...ofKinds];
  if (sentences.length === 0) {
    const reach = contact && contactSentences(contact, CONTACT_BUDGET);
    if (!reach || reach.sentences.length === 0) return { text: voice.noAnswer, usedPassageIds: [] };
    const details = reach.sentences.map((s) => asSentence(s.text)).join(' ');
    return {
      text: `${voice.noAnswer} ${voice.reachUs} ${details}`,
      usedPassageIds: usedIn(reach.sentences),
    };
  }
  const body = sentences.map((s) => asSentence(s.text)).join(' ');
  return {
    text: `${introduction ?? voice.opener} ${body}\n\n${voice.closer}`,
    usedPassageIds: usedIn(sentences),
  };
}

import type { InteractionStyle } from '@frontdesk/contracts';
import type { RetrievedPassage } from '../retrieval/full-text';
import { splitSentences } from '../retrieval/passages';

interface StyleVoice {
  opener: string;
  closer: string;
  noAnswer: string;
}

const voices: Record<InteractionStyle, StyleVoice> = {
  professional: {
    opener: 'Here is what I can tell you:',
    closer: 'Is there anything else I can help you with?',
    noAnswer:
      "I'm sorry, but I don't have information about that. Please contact our team directly and they will be glad to help.",
  },
  friendly: {
    opener: 'Happy to help!',
    closer: "Let me know if there's anything else I can do for you!",
    noAnswer:
      "I'm sorry, I don't have an answer to that one. Our team will be happy to help you directly!",
  },
  formal: {
    opener: 'Thank you for your question.',
    closer: 'Please do not hesitate to ask should you require further assistance.',
    noAnswer:
      'I regret that I do not have information on that matter. Kindly contact our team directly for assistance.',
  },
  casual: {
    opener: 'Sure thing!',
    closer: 'Anything else?',
    noAnswer: "Sorry, I don't know that one. Best to ask the team directly.",
  },
  technical: {
    opener: 'Based on our documentation:',
    closer: 'Let me know if you need more detail.',
    noAnswer:
      'Our documentation does not cover that question. Please contact the team for a precise answer.',
  },
  conversational: {
    opener: 'Good question!',
    closer: 'What else would you like to know?',
    noAnswer:
      "Hmm, I don't actually have information about that. You might want to reach out to the team directly.",
  },
};

const STOP_WORDS = new Set(
  'a an and are as at be but by can could do does did for from have has how i if in into is it its me my of on or our please so that the their them there these they this to us was we what when where which who why will with would you your about any'.split(
    ' ',
  ),
);

/** Crude stems: enough to see that "cleaning" and "cleanings" talk about the same thing. */
function keywords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return new Set(words.filter((w) => !STOP_WORDS.has(w)).map((w) => w.slice(0, 5)));
}

const MAX_ANSWER_CHARS = 600;

export interface BuiltinAnswer {
  text: string;
  usedPassageIds: string[];
}

/**
 * The built-in engine's answer: the sentences of the best passages that share the most words with
 * the question, in their original order, framed in the configured style. It never writes a fact
 * that is not in the knowledge; with no matching passage it says so plainly.
 */
export function composeBuiltinAnswer(
  question: string,
  passages: RetrievedPassage[],
  style: InteractionStyle,
): BuiltinAnswer {
  const voice = voices[style];
  if (passages.length === 0) return { text: voice.noAnswer, usedPassageIds: [] };

  const wanted = keywords(question);
  const candidates = passages.slice(0, 2).flatMap((passage, passageIndex) =>
    splitSentences(passage.text).map((sentence, sentenceIndex) => ({
      sentence,
      passageId: passage.passageId,
      order: passageIndex * 1000 + sentenceIndex,
      score: [...keywords(sentence)].filter((k) => wanted.has(k)).length,
    })),
  );
  const relevant = candidates
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  // When Postgres stemming matched where our crude stems did not, the best passage's opening
  // sentences stand in for the most relevant ones.
  const ranked = relevant.length > 0 ? relevant : candidates.filter((c) => c.order < 2);
  const chosen: typeof ranked = [];
  let length = 0;
  for (const candidate of ranked) {
    if (length > 0 && length + candidate.sentence.length > MAX_ANSWER_CHARS) break;
    chosen.push(candidate);
    length += candidate.sentence.length;
  }
  chosen.sort((a, b) => a.order - b.order);
  const body = chosen.map((c) => c.sentence).join(' ');
  return {
    text: `${voice.opener} ${body}\n\n${voice.closer}`,
    usedPassageIds: [...new Set(chosen.map((c) => c.passageId))],
  };
}

import {
  type AgentConfiguration,
  type InteractionStyle,
  type LanguageCode,
  languageNames,
} from '@frontdesk/contracts';
import type { RetrievedPassage } from './retrieval/full-text';

const styleGuides: Record<InteractionStyle, string> = {
  professional: 'Be professional, clear and concise.',
  friendly: 'Be warm and friendly, like a helpful person who enjoys their job.',
  formal: 'Be formal and courteous; avoid contractions and slang.',
  casual: 'Be relaxed and casual, short sentences, everyday words.',
  technical: 'Be precise and technical; give exact figures and steps.',
  conversational: 'Be conversational and natural, as in a friendly chat.',
};

const roleGuides: Record<string, string> = {
  sales: 'Help customers choose and buy: explain offers and prices, and suggest the next step.',
  'self-service': 'Help customers solve their questions themselves with accurate answers.',
};

/**
 * The system prompt of an LLM-backed turn: who the operator is, how it speaks, and the knowledge
 * passages it must answer from. It is told to say so when the passages hold no answer.
 */
export function buildSystemPrompt(
  configuration: AgentConfiguration,
  passages: RetrievedPassage[],
  /** The customer's language; an English conversation's prompt says nothing of it. */
  language: LanguageCode = 'en',
): string {
  const name = configuration.name || 'the assistant';
  const lines = [
    `You are ${name}, the customer-facing operator of this business.`,
    configuration.description && `About you: ${configuration.description}`,
    ...configuration.roles.map((role) => roleGuides[role]).filter(Boolean),
    styleGuides[configuration.interactionStyle],
    configuration.instructions && `Instructions from the business:\n${configuration.instructions}`,
    'Answer only from the knowledge below and the conversation. If the knowledge does not contain the answer, say plainly that you do not know and suggest contacting the business; never invent facts, prices or policies.',
    // The widget and the messaging apps show text as it is: Markdown would reach the customer as
    // asterisks and hashes (the knowledge itself is often Markdown, which models echo).
    'Write plain text for a chat window, without Markdown: no asterisks for emphasis, no # headings, no tables. A short list may put each item on its own line starting with "- ".',
    language !== 'en' &&
      `The customer writes in ${languageNames[language]}: always answer in ${languageNames[language]}, even where the knowledge is written in another language.`,
    passages.length > 0
      ? `Knowledge:\n${passages.map((p, i) => `[${i + 1}] ${p.text}`).join('\n\n')}`
      : 'Knowledge: (nothing relevant was found for this question)',
  ];
  return lines.filter(Boolean).join('\n\n');
}

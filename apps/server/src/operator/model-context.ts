import type { ModelMessage } from 'ai';
import type { MessageRow } from './conversations/conversation-store';

/** At most this many earlier messages go back to the model as context. */
export const CONTEXT_MESSAGES = 20;

/**
 * And at most this many characters of them (about 6,000 tokens): a few long answers must not
 * crowd the system prompt and the knowledge passages out of the model's window, nor make every
 * turn of a long conversation cost the business more tokens than the last.
 */
export const CONTEXT_CHARACTERS = 24_000;

/**
 * The conversation's latest messages that fit the budget, oldest first. Taken from the newest
 * backwards, whole messages only: the first one that would not fit ends the context, so what
 * the model reads is always a contiguous, most recent stretch of the conversation.
 */
export function recentContext(history: MessageRow[]): ModelMessage[] {
  const context: ModelMessage[] = [];
  let characters = 0;
  for (let i = history.length - 1; i >= 0 && context.length < CONTEXT_MESSAGES; i--) {
    const message = history[i]!;
    characters += message.content.length;
    if (characters > CONTEXT_CHARACTERS) break;
    context.push({ role: message.role as 'user' | 'assistant', content: message.content });
  }
  return context.reverse();
}

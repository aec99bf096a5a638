// Pure helpers of the conversation's state: what a failure says, and how pages of messages merge.
import type { ChatError, ChatMessage } from './types';

/** What the customer reads when something fails: plain words, and what to do about it. */
export function describeError({ statusCode, code, message }: ChatError): string {
  if (statusCode === 0) return 'We could not reach the chat. Check your connection and try again.';
  if (statusCode === 429) return 'Too many messages. Please wait a moment.';
  // A 403 is the key refusing this website's origin, unless it is the business's plan.
  if (statusCode === 403 && !/quota|plan/.test(code)) {
    return 'This website is not allowed to use this chat.';
  }
  if (statusCode === 401 || statusCode === 403) return 'This chat is not available right now.';
  // Validation messages (too long, empty) and conflicts (no handoff here) are written for people.
  if (statusCode === 400 || statusCode === 409 || statusCode === 413) return message;
  return 'Something went wrong. Please try again.';
}

/**
 * The shown conversation with a newer page of it: what was shown before the page's first message
 * stays (older pages, or a conversation that filled up and was followed by a new one), the page
 * replaces the rest.
 */
export function withLatestPage(shown: ChatMessage[], page: ChatMessage[]): ChatMessage[] {
  const first = page[0];
  if (!first) return shown;
  return [...shown.filter((message) => message.timestamp < first.timestamp), ...page];
}

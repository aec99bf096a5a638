// Pure helpers of the conversation's state: what a failure says, and how pages of messages merge.
import type { ChatError, ChatMessage } from './types';
import type { Words } from './words/en';

/** What the customer reads when something fails: plain words, and what to do about it. */
export function describeError({ statusCode, code, message }: ChatError, words: Words): string {
  if (statusCode === 0) return words.offline;
  if (statusCode === 429) return words.busy;
  // A 403 is the key refusing this website's origin, unless it is the business's plan.
  if (statusCode === 403 && !/quota|plan/.test(code)) return words.refused;
  if (statusCode === 401 || statusCode === 403) return words.unavailable;
  // Validation messages (too long, empty) and conflicts (no handoff here) are the server's, written
  // for people: shown as they are.
  if (statusCode === 400 || statusCode === 409 || statusCode === 413) return message;
  return words.failed;
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

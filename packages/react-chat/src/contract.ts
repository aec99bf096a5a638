// The server's contract, as the widget uses it. Only types come from @frontdesk/contracts (its
// runtime pulls in zod, which must never reach a customer's page), so the constants the widget
// needs are written here and typed with the contract's literal types: if the contract changes a
// path or a limit, this file stops compiling.
import type {
  API_BASE,
  ApiError,
  apiPaths,
  ConversationLookupResponse,
  ConversationStatus,
  LiveEvent,
  MESSAGE_MAX_LENGTH,
  MessageFeedback,
  VisitorIdentity,
} from '@frontdesk/contracts';
import type { ChatFeedback, ChatMessage, ChatUser } from './types';

export type Conversation = NonNullable<ConversationLookupResponse['conversation']>;
export type LookupResponse = ConversationLookupResponse;
export type ErrorBody = ApiError;
export type { ConversationStatus, LiveEvent };

export const CONVERSATIONS_PATH: `${typeof API_BASE}${typeof apiPaths.conversations.list}` =
  '/api/v1/conversations';
export const LOOKUP_PATH: `${typeof API_BASE}${typeof apiPaths.conversations.lookup}` =
  '/api/v1/conversations/lookup';
export const MAX_MESSAGE_LENGTH: typeof MESSAGE_MAX_LENGTH = 4000;

/** The customer's calls on one conversation (`/conversations/{id}/...`): contracts' apiPaths. */
export type ConversationCall = keyof typeof apiPaths.conversations &
  ('handoff' | 'events' | 'rating' | 'contact' | 'typing');
export const conversationPath = (id: string, call: ConversationCall) =>
  `${CONVERSATIONS_PATH}/${encodeURIComponent(id)}/${call}`;

/** The customer's feedback on one answer (`apiPaths.conversations.feedback`). */
export const feedbackPath = (id: string, messageId: string) =>
  `${CONVERSATIONS_PATH}/${encodeURIComponent(id)}/messages/${encodeURIComponent(messageId)}/feedback`;

/** The request bodies, in the contract's terms. */
export interface SendBody {
  message: string;
  conversationId?: string;
  user?: VisitorIdentity;
  /** The site's or the browser's locale: the conversation's language until a message decides. */
  locale?: string;
}
/** The customer's rating once a member resolved the conversation. */
export interface RatingBody {
  rating: number;
  comment?: string;
  user?: VisitorIdentity;
}
/** 'Helpful' (up) or 'Not helpful' (down) on an answer, with an optional reason. */
export interface FeedbackBody {
  rating: ChatFeedback;
  comment?: string;
  user?: VisitorIdentity;
}
export interface LookupBody {
  conversationId?: string;
  user?: VisitorIdentity;
  /** Older messages: those before this timestamp (epoch milliseconds). */
  before?: number;
}

// The public types must be the contract's types, both ways round (checked by tsc, no runtime).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ContractChecks = [
  Assert<Same<ChatUser, VisitorIdentity>>,
  Assert<Same<ChatMessage, Conversation['messages'][number]>>,
  Assert<Same<FeedbackBody, MessageFeedback>>,
];

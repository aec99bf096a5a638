// The public types of the package. They are written out here rather than re-exported from
// @frontdesk/contracts because that package is private: a published .d.ts may not point at it.
// src/contract.ts checks at compile time that these stay identical to the contract's types.

/**
 * A signed-in user of the website, vouched for by the website's server: `hash` is
 * HMAC-SHA256(the organization's widget identity secret, id) in hex, computed on the server.
 */
export interface ChatUser {
  id: string;
  name?: string;
  email?: string;
  hash: string;
}

/** One message of the conversation; `timestamp` is in epoch milliseconds. */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  /** The message's id on the server (absent on the customer's message until it is stored). */
  id?: string;
  /** Who wrote it: the customer, the operator (`ai`), a member of the team (`staff`) or a notice. */
  sender?: 'customer' | 'ai' | 'staff' | 'system';
  /** The member's name on their replies. */
  senderName?: string | null;
  /** The operator's messages: the passages the answer used (shown when the business says so). */
  sources?: ChatSource[];
  /** The operator's messages: what it did (null on messages older than outcomes). */
  outcome?: 'answered' | 'no_answer' | 'handed_off' | 'tool' | null;
  /** The operator's messages: the customer's 'Helpful' (up) or 'Not helpful' (down). */
  feedback?: ChatFeedback | null;
}

/** A passage an answer used: an excerpt (at most 200 characters), and its page when known. */
export interface ChatSource {
  contentId: string;
  excerpt: string;
  url: string | null;
  title: string | null;
}

export type ChatFeedback = 'up' | 'down';

/** A failed call, as handed to `onError`. */
export interface ChatError extends Error {
  /** The HTTP status; 0 when the server could not be reached or the reply broke off. */
  statusCode: number;
  /** The API's stable error code (`forbidden`, `too_many_requests`...), or `network_error`. */
  code: string;
  /** Seconds to wait, from a 429's `Retry-After` header. */
  retryAfter?: number;
}

export type ChatPosition = 'bottom-right' | 'bottom-left';

export interface FrontdeskChatProps {
  /** The organization's public API key (`fd_pk_...`). */
  apiKey: string;
  /** The organization's id, as shown in the dashboard's samples (the key alone identifies it). */
  organizationId?: string;
  /** Where the Frontdesk API is served. Defaults to the current page's origin. */
  baseUrl?: string;
  /** The panel's heading until the operator's name is known. */
  title?: string;
  /** The first message shown in the panel (not sent to the server). */
  greeting?: string;
  /** The message box's placeholder. */
  placeholder?: string;
  /**
   * The customer's locale (BCP 47, such as "es-ES"), when the site knows it better than the
   * browser (`navigator.language`, the default). Sent with each message: it decides the
   * conversation's language until the customer's own words do. The widget's words follow the
   * conversation's language once the server has said it; until then this locale's, else the
   * browser's, when it is one of en, es, fr, de, pt, it, nl, pl, tr, ja; else English.
   */
  locale?: string;
  /** Any CSS color for the launcher, the header and the customer's messages. */
  accentColor?: string;
  position?: ChatPosition;
  /** Opens the panel on first render. */
  defaultOpen?: boolean;
  /** The website's signed-in user, for identity verification. */
  user?: ChatUser;
  onOpen?: () => void;
  onClose?: () => void;
  /** Each message once it is part of the conversation: the customer's, then the reply. */
  onMessage?: (message: ChatMessage) => void;
  onError?: (error: ChatError) => void;
}

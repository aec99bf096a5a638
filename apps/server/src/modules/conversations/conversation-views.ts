import {
  type AnswerSource,
  type ConversationStatus,
  type conversationDetailSchema,
  type FeedbackRating,
  type MessageOutcome,
  type MessageSender,
  type publicConversationResponseSchema,
  SOURCE_EXCERPT_MAX,
} from '@frontdesk/contracts';
import type { z } from 'zod';
import type {
  ConversationDetail,
  MessageRow,
} from '../../operator/conversations/conversation-store';
import { languageOf } from '../../operator/language/conversation-language';
import type { TurnResult } from '../../operator/turn';

export type PublicConversation = z.infer<typeof publicConversationResponseSchema>;
type PublicMessage = PublicConversation['messages'][number];
type PublicStatus = z.infer<typeof publicConversationResponseSchema>['status'];

/**
 * The passages an answer used, as the customer may see them: built from the ids and text stored
 * with the message when it was written, never from the model's words, so none can be invented.
 * A passage of a website's page or of a file names it (`pages`, read by the caller); a snippet's
 * has no `url` or `title`.
 */
function toAnswerSources(m: MessageRow, pages: PagesOfContents): AnswerSource[] {
  return m.sources.map((s) => ({
    contentId: s.contentId,
    excerpt: excerptOf(s.text),
    ...pageOf(pages, s.contentId),
  }));
}

/** The page or file a source's content came from; both null for a snippet. */
function pageOf(pages: PagesOfContents, contentId: string) {
  const page = pages.get(contentId);
  return { url: page?.url ?? null, title: page?.title ?? null };
}

/**
 * A passage as a reader sees it: a page's headings are stored as Markdown ("# Pricing"), which is
 * for the engine; a reader gets them as a trail ("Pricing › Platinum plan › The plan costs…").
 */
export function excerptOf(text: string): string {
  return text
    .replace(/^#{1,6}[ \t]+(.*)$/gm, '$1 ›')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SOURCE_EXCERPT_MAX);
}

/** The page or file each content came from, when it came from a knowledge source. */
export type PagesOfContents = ReadonlyMap<string, { url: string | null; title: string | null }>;

/** The contents the operator's messages used: what `PagesOfContents` is read for (none: no read). */
export function sourceContentIds(messages: readonly MessageRow[]): string[] {
  const ids = new Set<string>();
  for (const m of messages) {
    if (m.role === 'user' || m.role === 'note') continue;
    for (const s of m.sources) ids.add(s.contentId);
  }
  return [...ids];
}

const NO_PAGES: PagesOfContents = new Map();

/** What the operator's own messages carry besides their words: sources, outcome, feedback. */
function answerParts(m: MessageRow, pages: PagesOfContents) {
  return {
    sources: toAnswerSources(m, pages),
    outcome: m.outcome as MessageOutcome | null,
    feedback: m.feedback as FeedbackRating | null,
  };
}

/**
 * Who wrote a message, as the customer may know it: a member by name, the operator, a notice.
 * `role` stays `user` or `assistant` for clients written before `sender` existed.
 */
function toPublicMessage(m: MessageRow, pages: PagesOfContents): PublicMessage {
  const isCustomer = m.role === 'user';
  const sender = isCustomer
    ? 'customer'
    : m.sender === 'staff' || m.sender === 'system'
      ? m.sender
      : 'ai';
  return {
    id: m.id,
    role: isCustomer ? 'user' : 'assistant',
    sender,
    ...(sender === 'staff' ? { senderName: m.senderName } : {}),
    ...(sender === 'ai' || sender === 'system' ? answerParts(m, pages) : {}),
    content: m.content,
    timestamp: m.createdAt.getTime(),
  };
}

/**
 * The documented public shape: timestamps in epoch milliseconds, as the spec's examples show; the
 * conversation's latest page of messages, and whether older ones exist. The team's notes never
 * reach it (the reads leave them out; a note that got here anyway is dropped). Sources name their
 * page or file when the caller read `pages`; the turn's own reply does not (its url stays null).
 */
export function toPublicConversation(
  turn: Pick<TurnResult, 'conversation' | 'messages' | 'hasMore'>,
  pages: PagesOfContents = NO_PAGES,
): z.infer<typeof publicConversationResponseSchema> {
  return {
    conversationId: turn.conversation.id,
    messages: turn.messages.filter((m) => m.role !== 'note').map((m) => toPublicMessage(m, pages)),
    status: turn.conversation.status as PublicStatus,
    language: languageOf(turn.conversation),
    messagesCount: turn.conversation.messagesCount,
    hasMore: turn.hasMore,
    created_at: turn.conversation.createdAt.toISOString(),
    updated_at: turn.conversation.updatedAt.toISOString(),
  };
}

/**
 * The dashboard's review and the inbox's thread: timestamps in epoch seconds, as the spec says,
 * with each answer's sources and the tool calls made for it, who wrote each message, and where
 * the conversation's handoff stands.
 */
export function toConversationDetail(
  { conversation, messages, toolCalls }: ConversationDetail,
  pages: PagesOfContents = NO_PAGES,
): z.infer<typeof conversationDetailSchema> {
  return {
    id: conversation.id,
    archived: conversation.archived,
    channel: conversation.channel,
    visitor: conversation.visitorId
      ? {
          id: conversation.visitorId,
          name: conversation.visitorName,
          email: conversation.visitorEmail,
        }
      : null,
    status: conversation.status as ConversationStatus,
    assigneeId: conversation.assigneeId,
    rating:
      conversation.rating === null
        ? null
        : { score: conversation.rating, comment: conversation.ratingComment },
    contactEmail: conversation.contactEmail,
    language: languageOf(conversation),
    created_at: conversation.createdAt.toISOString(),
    updated_at: conversation.updatedAt.toISOString(),
    // The team's notes are part of the thread here, and only here: no public call shows them.
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role as 'user' | 'assistant' | 'note',
      sender: m.sender as MessageSender,
      senderName: m.senderName,
      content: m.content,
      timestamp: Math.floor(m.createdAt.getTime() / 1000),
      sources: m.sources.map((s) => ({
        contentId: s.contentId,
        text: s.text,
        ...pageOf(pages, s.contentId),
      })),
      toolCalls: toolCalls.get(m.id) ?? [],
      outcome: m.outcome as MessageOutcome | null,
      feedback: m.feedback
        ? { rating: m.feedback as FeedbackRating, comment: m.feedbackComment }
        : null,
    })),
  };
}

import {
  type HandoffSettings,
  type LiveEvent,
  PUBLIC_MESSAGES_PAGE,
  type VisitorIdentity,
} from '@frontdesk/contracts';
import type {
  ConversationRow,
  ConversationStore,
} from '../../operator/conversations/conversation-store';
import type { ConversationChange, HandoffStore } from '../../operator/conversations/handoff-store';
import { handoffNotice } from '../../operator/handoff/turn-plan';
import { languageOf } from '../../operator/language/conversation-language';
import { phrasesFor } from '../../operator/language/phrases';
import { publishChange, publishStatus } from '../../operator/live-turn';
import { mayContinue } from '../../operator/turn';
import { runAsTenant } from '../../platform/db/tenant-context';
import { AppError } from '../../platform/errors';
import type { LiveEvents } from '../../platform/live-events';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import { checkedConversationId, notFound } from './conversation-ids';
import { toPublicConversation } from './conversation-views';
import type { PublicKey, VerifiedVisitor } from './public-conversations.service';

/** What the customer's handoff calls need besides what a turn does. */
export interface PublicHandoffDeps {
  conversations: ConversationStore;
  /** The team's side of a conversation (the operator's store; one writer at a time). */
  handoffStore: HandoffStore;
  /** The organization's handoff settings, with their defaults. */
  handoffSettingsOf(organizationId: string): Promise<HandoffSettings>;
  /** Where changes are announced to the inbox and to the customer's own stream. */
  live: LiveEvents;
  limiter: RateLimiter;
}

/**
 * Bounds of the live streams one process holds open: a visitor's address may follow a few
 * conversations (tabs), an organization its customers; what is refused answers 429. Counted in
 * this process's memory, since what they bound is this process's memory and sockets.
 */
export const STREAMS_PER_VISITOR = 5;
export const STREAMS_PER_ORGANIZATION = 2_000;
/** Opening a stream reads the database: a page reconnecting in a loop is slowed down. */
const STREAM_OPENS: RateLimitRule = { limit: 30, windowMs: 60_000 };
/** The widget says "typing" at most every 3 s; this leaves room for a few tabs. */
const TYPING: RateLimitRule = { limit: 30, windowMs: 60_000 };

/**
 * What the customer's stream may carry of its organization's events: its own conversation's
 * messages and state, never the team's notes nor the customer's own typing echoed back.
 */
export function isForCustomer(event: LiveEvent, conversationId: string): boolean {
  if (event.type === 'resync') return true;
  if (event.conversationId !== conversationId) return false;
  if (event.type === 'message') return event.message.role !== 'note';
  if (event.type === 'typing') return event.who !== 'customer';
  return true;
}

type VisitorOf = (
  organizationId: string,
  user: VisitorIdentity | undefined,
) => Promise<VerifiedVisitor | undefined>;

/** The conversation, when this key (and this verified visitor) may continue it; else 404. */
export type ContinuableOf = (
  key: PublicKey,
  id: string,
  user: VisitorIdentity | undefined,
) => Promise<{ conversation: ConversationRow; visitor: VerifiedVisitor | undefined }>;

/** The turn's rule for every call on a conversation: another key's, visitor's or tenant's is 404. */
export function continuableConversation(
  conversations: ConversationStore,
  visitorOf: VisitorOf,
): ContinuableOf {
  return async (key, id, user) => {
    checkedConversationId(id);
    const visitor = await visitorOf(key.organizationId, user);
    const conversation = await conversations.find(key.organizationId, id);
    const caller = { channel: 'api' as const, apiKeyId: key.id, visitor };
    if (!conversation || !mayContinue(conversation, caller)) throw notFound();
    return { conversation, visitor };
  };
}

/**
 * The customer's side of a handoff, through a public key: ask for a person, follow the thread
 * live, say they are typing, leave an address, rate the conversation. Every call reaches only a
 * conversation the caller may continue (the turn's rule): another key's, another visitor's or
 * another organization's is not found.
 */
export function createPublicHandoff(deps: PublicHandoffDeps, visitorOf: VisitorOf) {
  const { conversations, handoffStore, live } = deps;
  const openStreams = {
    byVisitor: new Map<string, number>(),
    byOrganization: new Map<string, number>(),
  };

  const conversationOf = continuableConversation(conversations, visitorOf);

  /** The conversation's latest page, as the turn and the lookup answer it. */
  async function publicView(conversation: ConversationRow) {
    const page = { limit: PUBLIC_MESSAGES_PAGE };
    const found = await conversations.findWithMessages(
      conversation.organizationId,
      conversation.id,
      page,
    );
    if (!found) throw notFound();
    return toPublicConversation(found);
  }

  /** Tells the customer's stream and the inbox what a committed change wrote. */
  const announce = (change: ConversationChange, statusBefore: string) =>
    publishChange(live, change, change.conversation.status !== statusBefore ? null : undefined);

  /** A change that did not happen although it was allowed when read: the row changed, or is full. */
  async function explainRefusal(organizationId: string, id: string) {
    const now = await conversations.find(organizationId, id);
    if (!now) throw notFound();
    return now;
  }

  const inTenant = <T>(key: PublicKey, work: () => Promise<T>) =>
    runAsTenant(key.organizationId, work);

  /** Takes one stream slot of the visitor and the organization, or refuses with 429. */
  function takeStreamSlot(organizationId: string, address: string) {
    const visitorKey = `${organizationId} ${address}`;
    const { byVisitor, byOrganization } = openStreams;
    const ofVisitor = byVisitor.get(visitorKey) ?? 0;
    const ofOrganization = byOrganization.get(organizationId) ?? 0;
    if (ofVisitor >= STREAMS_PER_VISITOR || ofOrganization >= STREAMS_PER_ORGANIZATION) {
      throw new AppError('too_many_requests', 'Too many open conversation streams.', {
        retryAfter: 30,
      });
    }
    byVisitor.set(visitorKey, ofVisitor + 1);
    byOrganization.set(organizationId, ofOrganization + 1);
    return () => {
      const leftVisitor = (byVisitor.get(visitorKey) ?? 1) - 1;
      const leftOrganization = (byOrganization.get(organizationId) ?? 1) - 1;
      if (leftVisitor > 0) byVisitor.set(visitorKey, leftVisitor);
      else byVisitor.delete(visitorKey);
      if (leftOrganization > 0) byOrganization.set(organizationId, leftOrganization);
      else byOrganization.delete(organizationId);
    };
  }

  return {
    /**
     * The customer asks for a person: the conversation waits for the team, with the handoff (or,
     * outside business hours, the away) notice in the thread. Asked again while waiting or with
     * a person, it answers the conversation as it is: no second notice.
     */
    requestPerson: (key: PublicKey, id: string, user: VisitorIdentity | undefined) =>
      inTenant(key, async () => {
        const { conversation } = await conversationOf(key, id, user);
        if (conversation.status === 'waiting' || conversation.status === 'human') {
          return publicView(conversation);
        }
        const settings = await deps.handoffSettingsOf(key.organizationId);
        if (!settings.enabled) throw new AppError('handoff_disabled');
        const notice = handoffNotice(settings, new Date(), phrasesFor(languageOf(conversation)));
        const change = await handoffStore.requestPerson(key.organizationId, id, notice);
        if (change) {
          announce(change, conversation.status);
          return publicView(change.conversation);
        }
        const now = await explainRefusal(key.organizationId, id);
        // A parallel call (or a turn) handed it off first: that one said so already.
        if (now.status === 'waiting' || now.status === 'human') return publicView(now);
        throw new AppError('conversation_full');
      }),

    /** An address to be answered at (the team is away): kept on the conversation, thanked for. */
    leaveContact: (key: PublicKey, id: string, body: { email: string; user?: VisitorIdentity }) =>
      inTenant(key, async () => {
        const { conversation } = await conversationOf(key, id, body.user);
        const change = await handoffStore.leaveContact(
          key.organizationId,
          id,
          body.email,
          phrasesFor(languageOf(conversation)).emailKept,
        );
        if (!change) {
          await explainRefusal(key.organizationId, id);
          throw new AppError('conversation_full');
        }
        announce(change, conversation.status);
        return publicView(change.conversation);
      }),

    /** The customer's rating, once a member resolved the conversation and the business asks. */
    rate: (
      key: PublicKey,
      id: string,
      body: { rating: number; comment?: string; user?: VisitorIdentity },
    ) =>
      inTenant(key, async () => {
        const { conversation } = await conversationOf(key, id, body.user);
        if (conversation.status !== 'resolved') throw new AppError('conversation_not_resolved');
        const settings = await deps.handoffSettingsOf(key.organizationId);
        if (!settings.csat) throw new AppError('rating_disabled');
        const comment = body.comment?.trim() || null;
        const change = await handoffStore.rate(key.organizationId, id, body.rating, comment);
        // The customer wrote again meanwhile and reopened it.
        if (!change) throw new AppError('conversation_not_resolved');
        // Told as the conversation's state, so an open inbox or review reads the rating at once.
        publishStatus(live, change.conversation, null);
      }),

    /** The customer is writing: told to the member who has the conversation, at a bounded rate. */
    typing: (key: PublicKey, id: string, user: VisitorIdentity | undefined, address: string) =>
      inTenant(key, async () => {
        await deps.limiter.enforce(`public:typing:${key.organizationId}:${address}`, TYPING);
        const { conversation, visitor } = await conversationOf(key, id, user);
        live.publish(key.organizationId, {
          type: 'typing',
          conversationId: conversation.id,
          who: 'customer',
          name: visitor?.name ?? null,
        });
      }),

    /**
     * Follows one conversation live: `send` gets its events from now on, the first a `resync`
     * (read the conversation again: what happened before the stream opened is not replayed).
     * Answers the function that stops following; a refused stream throws before anything is sent.
     */
    follow: (
      key: PublicKey,
      id: string,
      user: VisitorIdentity | undefined,
      address: string,
      send: (event: LiveEvent) => void,
    ) =>
      inTenant(key, async () => {
        await deps.limiter.enforce(`public:stream:${key.organizationId}:${address}`, STREAM_OPENS);
        await conversationOf(key, id, user);
        const releaseSlot = takeStreamSlot(key.organizationId, address);
        const unsubscribe = live.subscribe(key.organizationId, (event) => {
          if (isForCustomer(event, id)) send(event);
        });
        send({ type: 'resync' });
        let isOpen = true;
        return () => {
          if (!isOpen) return;
          isOpen = false;
          unsubscribe();
          releaseSlot();
        };
      }),

    /** Whether the customer may rate the conversation now (the lookup tells the widget). */
    canRate: async (organizationId: string, status: string) =>
      status === 'resolved' && (await deps.handoffSettingsOf(organizationId)).csat,
  };
}

export type PublicHandoff = ReturnType<typeof createPublicHandoff>;

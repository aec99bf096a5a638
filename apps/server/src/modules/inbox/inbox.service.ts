import {
  CONVERSATION_MAX_MESSAGES,
  type ConversationState,
  type HandoffSettings,
  type InboxConversation,
  type InboxList,
  type InboxView,
  type LiveMessage,
} from '@frontdesk/contracts';
import type {
  ConversationRow,
  ConversationStore,
} from '../../operator/conversations/conversation-store';
import {
  type ConversationChange,
  type HandoffStore,
  type Member,
  TEAM_RESERVE_MESSAGES,
} from '../../operator/conversations/handoff-store';
import type { InboxReads, InboxRow } from '../../operator/conversations/inbox-reads';
import { liveMessageOf } from '../../operator/conversations/live-message';
import { handoffNotice } from '../../operator/handoff/turn-plan';
import { languageOf } from '../../operator/language/conversation-language';
import { phrasesFor } from '../../operator/language/phrases';
import { publishChange } from '../../operator/live-turn';
import { AppError } from '../../platform/errors';
import type { LiveEvents, LiveListener } from '../../platform/live-events';
import type { RateLimiter } from '../../platform/rate-limit';

/** Typing is told as a member types: a few a second at most is plenty for a bubble. */
export const staffTypingLimit = { limit: 60, windowMs: 60_000 };

export interface InboxServiceDeps {
  reads: InboxReads;
  handoff: HandoffStore;
  conversations: Pick<ConversationStore, 'find'>;
  live: LiveEvents;
  limiter: RateLimiter;
  /** The organization's members by user id, with their names (the team's own list). */
  memberNamesOf(organizationId: string): Promise<Map<string, string>>;
  /** The signed-in user's name, as the customer reads it ("You're now chatting with Dana"). */
  userNameOf(userId: string): Promise<string>;
  /** The organization's handoff settings: what a conversation put back in the queue says. */
  handoffSettingsOf(organizationId: string): Promise<HandoffSettings>;
}

/** Who calls: the organization and the signed-in member. */
export interface Caller {
  organizationId: string;
  userId: string;
}

const notFound = () => new AppError('not_found', 'Conversation not found.');

/** Said by a refusal's explanation when the row now allows the change: try it again. */
const TRY_AGAIN = Symbol('try again');
/** Tries of one change while others keep changing the row under it. */
const SETTLE_TRIES = 3;

function stateOf(conversation: ConversationRow, assigneeName: string | null): ConversationState {
  return {
    id: conversation.id,
    status: conversation.status as ConversationState['status'],
    assigneeId: conversation.assigneeId,
    assigneeName: conversation.assigneeId ? assigneeName : null,
  };
}

function rowView(row: InboxRow, names: Map<string, string>): InboxConversation {
  return {
    id: row.id,
    status: row.status as InboxConversation['status'],
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeId ? (names.get(row.assigneeId) ?? null) : null,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    channel: row.channel,
    lastMessage: row.lastMessage,
    waitingSince: row.waitingSince?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The team's inbox (decision 024): who answers a conversation changes only through the operator's
 * conditional statements (handoff-store.ts), so of two members acting at once one wins; when a
 * change is refused, the row as it is now says why (404, 409, or nothing left to do). Every change
 * is told on the live events once it committed, so every open inbox and the customer's stream see
 * it without reloading.
 */
export function createInboxService(deps: InboxServiceDeps) {
  const { handoff, live } = deps;

  const memberOf = async (caller: Caller): Promise<Member> => ({
    userId: caller.userId,
    name: await deps.userNameOf(caller.userId),
  });

  /** Tells the change: its message (a notice, a reply, a note) and, when asked, the new status. */
  const announce = (change: ConversationChange, assigneeName?: string | null) =>
    publishChange(live, change, assigneeName);

  /** The row now, when a change was refused: gone (or another tenant's) is 404. */
  async function current(caller: Caller, id: string): Promise<ConversationRow> {
    const found = await deps.conversations.find(caller.organizationId, id);
    if (!found) throw notFound();
    return found;
  }

  /** The notices' words in the conversation's language (decision 027). */
  async function phrasesOf(caller: Caller, id: string) {
    return phrasesFor(languageOf(await current(caller, id)));
  }

  /** The name of whoever holds the conversation now, for a state answered unchanged. */
  async function unchanged(caller: Caller, conversation: ConversationRow) {
    const names = conversation.assigneeId
      ? await deps.memberNamesOf(caller.organizationId)
      : new Map<string, string>();
    return stateOf(conversation, names.get(conversation.assigneeId ?? '') ?? null);
  }

  /** Another member holds it: the caller may not act on it. */
  const heldByAnother = (conversation: ConversationRow, caller: Caller) =>
    conversation.status === 'human' && conversation.assigneeId !== caller.userId;

  /** A change that was made: told on the live events, answered as the conversation's state. */
  const announced = (change: ConversationChange, assigneeName: string | null) => {
    announce(change, assigneeName);
    return stateOf(change.conversation, assigneeName);
  };

  /** A reply or a note that was written: told, and answered as the message. */
  const written = (change: ConversationChange | undefined) => {
    if (!change?.message) return undefined;
    announce(change);
    return liveMessageOf(change.message);
  };

  /**
   * Runs a conditional change; when it is refused, the row as it is now says why (gone: 404; full:
   * 409; another member has it: 409; already done: its state). The row may have moved on between
   * the refusal and that read (the member who had it released it meanwhile): then the change is
   * tried again rather than answered with a reason that is no longer true.
   */
  async function settle<T>(
    caller: Caller,
    id: string,
    attempt: () => Promise<T | undefined>,
    explain: (now: ConversationRow) => T | typeof TRY_AGAIN | Promise<T>,
  ): Promise<T> {
    for (let tries = 0; tries < SETTLE_TRIES; tries++) {
      const done = await attempt();
      if (done !== undefined) return done;
      const now = await current(caller, id);
      if (now.messagesCount + 1 > CONVERSATION_MAX_MESSAGES + TEAM_RESERVE_MESSAGES) {
        throw new AppError('conversation_full');
      }
      const answer = await explain(now);
      if (answer !== TRY_AGAIN) return answer;
    }
    // Others kept changing it under each try: as good as held by someone else.
    throw new AppError('already_assigned');
  }

  return {
    async list(caller: Caller, view: InboxView): Promise<InboxList> {
      const page = await deps.reads.list(caller.organizationId, caller.userId, view);
      const names = page.rows.some((row) => row.assigneeId)
        ? await deps.memberNamesOf(caller.organizationId)
        : new Map<string, string>();
      return { results: page.rows.map((row) => rowView(row, names)), counts: page.counts };
    },

    /** Takes the conversation; again by the member who has it changes nothing. */
    async claim(caller: Caller, id: string): Promise<ConversationState> {
      const member = await memberOf(caller);
      const phrases = await phrasesOf(caller, id);
      return settle(
        caller,
        id,
        async () => {
          const notice = phrases.joined(member.name);
          const change = await handoff.claim(caller.organizationId, id, member, notice);
          return change && announced(change, member.name);
        },
        (now) => {
          if (now.status === 'human' && now.assigneeId === caller.userId) {
            return stateOf(now, member.name);
          }
          if (heldByAnother(now, caller)) throw new AppError('already_assigned');
          return TRY_AGAIN;
        },
      );
    },

    /** A reply to the customer: only by the member who has the conversation. */
    async reply(caller: Caller, id: string, text: string): Promise<LiveMessage> {
      const member = await memberOf(caller);
      return settle(
        caller,
        id,
        async () => written(await handoff.reply(caller.organizationId, id, member, text)),
        (now) => {
          if (now.status !== 'human' || now.assigneeId !== caller.userId) {
            throw new AppError('conversation_not_assigned');
          }
          return TRY_AGAIN;
        },
      );
    },

    /** An internal note: the team reads it in the thread, the customer never does. */
    async note(caller: Caller, id: string, text: string): Promise<LiveMessage> {
      const member = await memberOf(caller);
      return settle(
        caller,
        id,
        async () => written(await handoff.note(caller.organizationId, id, member, text)),
        () => TRY_AGAIN,
      );
    },

    /** Done; resolved already changes nothing. */
    async resolve(caller: Caller, id: string): Promise<ConversationState> {
      const member = await memberOf(caller);
      const phrases = await phrasesOf(caller, id);
      return settle(
        caller,
        id,
        async () => {
          const notice = phrases.resolved;
          const change = await handoff.resolve(caller.organizationId, id, caller.userId, notice);
          // Resolving keeps (or makes) the resolver the assignee, for the review and the rating.
          return change && announced(change, member.name);
        },
        (now) => {
          if (now.status === 'resolved') return unchanged(caller, now);
          if (heldByAnother(now, caller)) throw new AppError('already_assigned');
          return TRY_AGAIN;
        },
      );
    },

    /** Back to the operator; a conversation nobody waits on (ai, resolved) is left as it is. */
    async release(caller: Caller, id: string): Promise<ConversationState> {
      const phrases = await phrasesOf(caller, id);
      return settle(
        caller,
        id,
        async () => {
          const notice = phrases.handedBack;
          const change = await handoff.release(caller.organizationId, id, caller.userId, notice);
          return change && announced(change, null);
        },
        (now) => {
          if (now.status === 'ai' || now.status === 'resolved') return unchanged(caller, now);
          if (heldByAnother(now, caller)) throw new AppError('already_assigned');
          return TRY_AGAIN;
        },
      );
    },

    /**
     * Gives the conversation to a member of the organization, or back to the queue (`null`),
     * where the customer reads the handoff notice again: every move into the queue says so once.
     */
    async assign(
      caller: Caller,
      id: string,
      assigneeId: string | null,
    ): Promise<ConversationState> {
      const { organizationId } = caller;
      const phrases = await phrasesOf(caller, id);
      if (assigneeId === null) {
        const settings = await deps.handoffSettingsOf(organizationId);
        const notice = handoffNotice(settings, new Date(), phrases);
        return settle(
          caller,
          id,
          async () => {
            const change = await handoff.assign(organizationId, id, null, notice);
            return change && announced(change, null);
          },
          (now) => (now.status !== 'human' ? unchanged(caller, now) : TRY_AGAIN),
        );
      }
      const name = (await deps.memberNamesOf(organizationId)).get(assigneeId);
      if (name === undefined) throw new AppError('not_found', 'Member not found.');
      const assignee = { userId: assigneeId, name };
      return settle(
        caller,
        id,
        async () => {
          const notice = phrases.joined(name);
          const change = await handoff.assign(organizationId, id, assignee, notice);
          return change && announced(change, name);
        },
        (now) =>
          now.status === 'human' && now.assigneeId === assigneeId ? stateOf(now, name) : TRY_AGAIN,
      );
    },

    /** A member is writing: the customer's widget shows the bubble with their name. */
    async typing(caller: Caller, id: string): Promise<void> {
      await deps.limiter.enforce(`inbox-typing:user:${caller.userId}`, staffTypingLimit);
      await current(caller, id);
      live.publish(caller.organizationId, {
        type: 'typing',
        conversationId: id,
        who: 'staff',
        name: await deps.userNameOf(caller.userId),
      });
    },

    /** What an open inbox hears: its organization's events, until it unsubscribes. */
    subscribe: (organizationId: string, listener: LiveListener) =>
      live.subscribe(organizationId, listener),
  };
}

export type InboxService = ReturnType<typeof createInboxService>;

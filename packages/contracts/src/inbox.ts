import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, visitorIdentitySchema } from './conversations';
import { conversationStatuses, messageSenders } from './handoff';

export const inboxViews = ['waiting', 'mine', 'all'] as const;
export type InboxView = (typeof inboxViews)[number];

export const inboxQuerySchema = z.object({ view: z.enum(inboxViews).default('waiting') });

/** One row of the inbox: who the customer is, where things stand, what was said last. */
export const inboxConversationSchema = z.object({
  id: z.string(),
  status: z.enum(conversationStatuses),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** The verified visitor's name (or email), else null: shown as 'Visitor'. */
  customerName: z.string().nullable(),
  /** An email address the customer left (or the verified visitor's). */
  customerEmail: z.string().nullable(),
  channel: z.string(),
  lastMessage: z
    .object({ content: z.string(), sender: z.enum(messageSenders), timestamp: z.number() })
    .nullable(),
  /** Since when the customer has waited for a person (ISO), while `waiting`. */
  waitingSince: z.string().nullable(),
  updated_at: z.string(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

export const inboxListSchema = z.object({
  results: z.array(inboxConversationSchema),
  /** How many conversations each tab holds (the sidebar's unread count is `waiting`). */
  counts: z.object({ waiting: z.number().int(), mine: z.number().int(), all: z.number().int() }),
});
export type InboxList = z.infer<typeof inboxListSchema>;

const messageText = (what: string) =>
  z
    .string()
    .refine((m) => m.trim().length > 0, { message: `${what} is required.` })
    .refine((m) => m.length <= MESSAGE_MAX_LENGTH, {
      message: `${what} must be ${MESSAGE_MAX_LENGTH} characters or less.`,
    });

export const staffReplySchema = z.object({ text: messageText('Reply') });
export const staffNoteSchema = z.object({ text: messageText('Note') });
/** PATCH /conversations/{id}: assign to a member (null: back to the queue). */
export const assignConversationSchema = z.object({ assigneeId: z.string().uuid().nullable() });

/** A message as live streams and the inbox thread show it. */
export const liveMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant', 'note']),
  sender: z.enum(messageSenders),
  senderName: z.string().nullable(),
  content: z.string(),
  timestamp: z.number(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** What a live stream (SSE) carries; each event's `data` is one of these. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversationId: z.string(), message: liveMessageSchema }),
  z.object({
    type: z.literal('status'),
    conversationId: z.string(),
    status: z.enum(conversationStatuses),
    assigneeId: z.string().nullable(),
    assigneeName: z.string().nullable(),
  }),
  z.object({
    type: z.literal('typing'),
    conversationId: z.string(),
    who: z.enum(['customer', 'staff']),
    name: z.string().nullable(),
  }),
  /** Events may have been missed (a stream resumed, a process lost its feed): read again. */
  z.object({ type: z.literal('resync') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The state of a conversation's handoff, returned by the customer's and the team's calls. */
export const conversationStateSchema = z.object({
  id: z.string(),
  status: z.enum(conversationStatuses),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
});
export type ConversationState = z.infer<typeof conversationStateSchema>;

/** POST /conversations/{id}/rating (public key): the customer's rating after a member resolved it. */
export const conversationRatingSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(1000).optional(),
  user: visitorIdentitySchema.optional(),
});
/** POST /conversations/{id}/handoff (public key): the customer asks for a person. */
export const publicHandoffSchema = z.object({ user: visitorIdentitySchema.optional() });
/** POST /conversations/{id}/typing (public key or member): someone is writing. */
export const typingSchema = z.object({ user: visitorIdentitySchema.optional() });
/** PUT /conversations/{id}/contact (public key): an address to be answered at while the team is away. */
export const conversationContactSchema = z.object({
  email: z.string().trim().email('Enter a valid email address.').max(320),
  user: visitorIdentitySchema.optional(),
});
/** Identity of a verified visitor on calls without a body (the live stream). */
export const publicStreamQuerySchema = z.object({
  userId: z.string().max(200).optional(),
  userHash: z.string().max(64).optional(),
});

/** GET/PUT /inbox/notifications: the signed-in member's choice to be mailed about waiting customers. */
export const inboxNotificationsSchema = z.object({ email: z.boolean() });
export type InboxNotifications = z.infer<typeof inboxNotificationsSchema>;

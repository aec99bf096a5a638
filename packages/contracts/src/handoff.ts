import { z } from 'zod';

/**
 * Who answers a conversation: the operator (`ai`), nobody yet because a person was asked for
 * (`waiting`), one member of the team (`human`, see `assigneeId`), or nobody since it is done
 * (`resolved`). Exactly one writer at a time: the operator never answers while `waiting` (in
 * business hours) or `human`.
 */
export const conversationStatuses = ['ai', 'waiting', 'human', 'resolved'] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];

/**
 * Who wrote a message. The public API keeps `role` (`user` or `assistant`) so clients written to
 * it keep working; `sender` says which kind of assistant message it is. Notes (`note`) are the
 * team's own and never reach the customer.
 */
export const messageSenders = ['customer', 'ai', 'staff', 'system', 'note'] as const;
export type MessageSender = (typeof messageSenders)[number];

export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** Each day's name in English: the dashboard's labels and the operator's English notices. */
export const weekdayNames: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Use a time such as 09:00.' });

/** One opening period of a weekday, in the organization's time zone (end after start). */
export const openingPeriodSchema = z
  .object({ day: z.enum(weekdays), start: clockTime, end: clockTime })
  .refine((period) => period.end > period.start, {
    message: 'The closing time must be after the opening time.',
    path: ['end'],
  });
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const HANDOFF_KEYWORDS_MAX = 50;
export const HANDOFF_MESSAGE_MAX_LENGTH = 500;

/** GET/PUT /handoff-settings: when a person takes over from the operator, and what is said. */
export const handoffSettingsSchema = z.object({
  enabled: z.boolean(),
  triggers: z.object({
    /** Words that hand the conversation to a person as soon as a customer writes one. */
    keywords: z
      .array(z.string().trim().min(1).max(60))
      .max(HANDOFF_KEYWORDS_MAX, { message: `At most ${HANDOFF_KEYWORDS_MAX} keywords.` }),
    /** After this many answers in a row without information the operator hands off (0: never). */
    noAnswerInARow: z.number().int().min(0).max(10),
  }),
  /** What the customer reads when a person is asked for, in business hours. */
  handoffMessage: z
    .string()
    .trim()
    .min(1, 'Handoff message is required.')
    .max(HANDOFF_MESSAGE_MAX_LENGTH),
  /** What the customer reads when a person is asked for outside business hours. */
  awayMessage: z
    .string()
    .trim()
    .min(1, 'Away message is required.')
    .max(HANDOFF_MESSAGE_MAX_LENGTH),
  /** What a customer's message to a resolved conversation reopens it to. */
  reopenTo: z.enum(['ai', 'waiting']),
  timezone: z.string().max(64).refine(isTimeZone, { message: 'Choose a valid time zone.' }),
  /** Opening periods; none means the team is always there. */
  hours: z.array(openingPeriodSchema).max(28),
  /** Whole days the team is away (YYYY-MM-DD in the organization's time zone). */
  holidays: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-12-25.'))
    .max(60),
  /** Ask the customer to rate the conversation when a member resolves it. */
  csat: z.boolean(),
  /** Where conversation events are posted (signed with `webhookSecret`); null for none. */
  webhookUrl: z.string().trim().url('Enter a valid URL.').max(2000).nullable(),
});
export type HandoffSettings = z.infer<typeof handoffSettingsSchema>;

export const handoffSettingsResponseSchema = handoffSettingsSchema.extend({
  /** The key that signs webhook deliveries (HMAC-SHA256); made when a URL is first set. */
  webhookSecret: z.string().nullable(),
});
export type HandoffSettingsResponse = z.infer<typeof handoffSettingsResponseSchema>;

export const DEFAULT_HANDOFF_MESSAGE =
  "I'm connecting you with a person from our team. They'll reply here shortly.";
export const DEFAULT_AWAY_MESSAGE =
  "Our team is away right now. You can leave your email address and we'll get back to you, or keep chatting with me in the meantime.";

export const defaultHandoffSettings: HandoffSettings = {
  enabled: true,
  triggers: { keywords: [], noAnswerInARow: 2 },
  handoffMessage: DEFAULT_HANDOFF_MESSAGE,
  awayMessage: DEFAULT_AWAY_MESSAGE,
  reopenTo: 'ai',
  timezone: 'UTC',
  hours: [],
  holidays: [],
  csat: true,
  webhookUrl: null,
};

/** The notices the thread shows (system messages): the customer is never left in silence. */
export const handoffNotices = {
  joined: (name: string) => `You're now chatting with ${name}`,
  handedBack: "You're chatting with the assistant again.",
  resolved: 'This conversation was marked as resolved.',
  back: (when: string) => `We're back ${when}.`,
  emailKept: "Thanks, we'll reply to you by email.",
} as const;

/** Webhook events an organization can receive. */
export const webhookEvents = [
  'conversation.waiting',
  'conversation.resolved',
  'message.created',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

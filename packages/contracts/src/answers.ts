import { z } from 'zod';

// What an operator's answer carries besides its words (decision 025). A file of its own, with no
// imports of ours: conversations.ts (the public message) and learning.ts (feedback, which needs
// conversations' visitor identity) both use it, and would otherwise import each other in a cycle.

/**
 * What an operator's message did (decision 025): answered from the knowledge, said it had no
 * answer, handed the conversation to a person, or answered with a tool's result.
 */
export const messageOutcomes = ['answered', 'no_answer', 'handed_off', 'tool'] as const;
export type MessageOutcome = (typeof messageOutcomes)[number];

/** A passage an answer used, from stored ids (never from model text). */
export const answerSourceSchema = z.object({
  /** The snippet (content) id. */
  contentId: z.string(),
  /** At most 200 characters of the passage. */
  excerpt: z.string(),
  /** The page or file the passage came from, once knowledge has sources of its own. */
  url: z.string().nullable(),
  title: z.string().nullable(),
});
export type AnswerSource = z.infer<typeof answerSourceSchema>;
export const SOURCE_EXCERPT_MAX = 200;

export const feedbackRatings = ['up', 'down'] as const;
export type FeedbackRating = (typeof feedbackRatings)[number];

import { z } from 'zod';
import { feedbackRatings } from './answers';
import { visitorIdentitySchema } from './conversations';

// The answer's parts live in answers.ts (conversations.ts needs them too); exported from here as well.
export {
  type AnswerSource,
  answerSourceSchema,
  type FeedbackRating,
  feedbackRatings,
  type MessageOutcome,
  messageOutcomes,
  SOURCE_EXCERPT_MAX,
} from './answers';

/** POST /conversations/{id}/messages/{messageId}/feedback (public key): once per message, changeable. */
export const messageFeedbackSchema = z.object({
  rating: z.enum(feedbackRatings),
  comment: z.string().trim().max(1000).optional(),
  user: visitorIdentitySchema.optional(),
});
export type MessageFeedback = z.infer<typeof messageFeedbackSchema>;

/**
 * How a conversation ended, as the dashboard counts it (docs/resolutions.md):
 * confirmed (the customer marked an answer 'Helpful' or said it solved it), assumed (the operator
 * answered, nothing more for 24 hours, nothing 'Not helpful', no person asked for), handed_off,
 * unresolved (the rest).
 */
export const resolutionKinds = ['confirmed', 'assumed', 'handed_off', 'unresolved'] as const;
export type ResolutionKind = (typeof resolutionKinds)[number];
/** An answered conversation with nothing more for this long is assumed resolved. */
export const ASSUMED_RESOLVED_AFTER_HOURS = 24;

/** GET /dashboard/resolutions: the last 30 days against the 30 before, and by day. */
export const resolutionFiguresSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  conversations: z.number().int(),
  resolutionRate: z.number().nullable(),
  handoffRate: z.number().nullable(),
  /** Average rating 1 to 5, and how many rated. */
  csat: z.number().nullable(),
  ratings: z.number().int(),
  counts: z.object({
    confirmed: z.number().int(),
    assumed: z.number().int(),
    handed_off: z.number().int(),
    unresolved: z.number().int(),
  }),
  previous: z.object({
    conversations: z.number().int(),
    resolutionRate: z.number().nullable(),
    handoffRate: z.number().nullable(),
    csat: z.number().nullable(),
  }),
  daily: z.array(
    z.object({
      date: z.string(),
      conversations: z.number().int(),
      resolved: z.number().int(),
      handedOff: z.number().int(),
    }),
  ),
});
export type ResolutionFigures = z.infer<typeof resolutionFiguresSchema>;

/** GET /knowledge/gaps: questions the operator could not answer, grouped without a model. */
export const knowledgeGapSchema = z.object({
  id: z.string(),
  questions: z.array(
    z.object({ text: z.string(), conversationId: z.string(), askedAt: z.string() }),
  ),
  count: z.number().int(),
  lastAskedAt: z.string(),
  /** Whether the current knowledge answers the group's questions now. */
  answered: z.boolean(),
  /** What a team member replied in a handed-off conversation of the group, to start an answer. */
  suggestedAnswer: z.string().nullable(),
});
export type KnowledgeGap = z.infer<typeof knowledgeGapSchema>;
export const knowledgeGapsSchema = z.object({ groups: z.array(knowledgeGapSchema) });
export type KnowledgeGaps = z.infer<typeof knowledgeGapsSchema>;
/** POST /knowledge/gaps/{id}/check: of the group's questions, how many get an answer now. */
export const knowledgeGapCheckSchema = z.object({
  answered: z.number().int(),
  total: z.number().int(),
});
export type KnowledgeGapCheck = z.infer<typeof knowledgeGapCheckSchema>;

export const answerTestExpectations = ['contains', 'cites', 'no_answer', 'hands_off'] as const;
export type AnswerTestExpectation = (typeof answerTestExpectations)[number];

export const createAnswerTestSchema = z
  .object({
    question: z.string().trim().min(1, 'Question is required.').max(1000),
    expectation: z.enum(answerTestExpectations),
    text: z.string().trim().max(1000).optional(),
    contentId: z.string().uuid().optional(),
  })
  .refine((test) => test.expectation !== 'contains' || (test.text ?? '') !== '', {
    message: 'Enter the text the answer must contain.',
    path: ['text'],
  })
  .refine((test) => test.expectation !== 'cites' || test.contentId !== undefined, {
    message: 'Choose the snippet the answer must cite.',
    path: ['contentId'],
  });
export type CreateAnswerTest = z.infer<typeof createAnswerTestSchema>;

export const answerTestResultSchema = z.object({
  testId: z.string(),
  passed: z.boolean(),
  /** The answer the operator gave (first 500 characters). */
  answer: z.string(),
  /** Why it failed, in words. */
  reason: z.string().nullable(),
  /** The last run's verdict, to show what changed. */
  previouslyPassed: z.boolean().nullable(),
});
export type AnswerTestResult = z.infer<typeof answerTestResultSchema>;

export const answerTestSchema = z.object({
  id: z.string(),
  question: z.string(),
  expectation: z.enum(answerTestExpectations),
  text: z.string().nullable(),
  contentId: z.string().nullable(),
  created_at: z.string(),
  /** The latest run's result for this test, if it ran. */
  lastResult: answerTestResultSchema.nullable(),
});
export type AnswerTest = z.infer<typeof answerTestSchema>;
export const answerTestListSchema = z.object({
  results: z.array(answerTestSchema),
  lastRunAt: z.string().nullable(),
});
export const answerTestRunSchema = z.object({
  passed: z.number().int(),
  failed: z.number().int(),
  results: z.array(answerTestResultSchema),
});
export type AnswerTestRun = z.infer<typeof answerTestRunSchema>;
/** How many answer tests an organization may keep (each run asks every one). */
export const ANSWER_TESTS_MAX = 500;

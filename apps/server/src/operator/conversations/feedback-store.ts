import type { FeedbackRating } from '@frontdesk/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { conversations, messages } from '../../platform/db/schema';

/** The customer's verdict on one answer: 'Helpful' (up) or 'Not helpful' (down), with a reason. */
export interface AnswerFeedback {
  rating: FeedbackRating;
  comment: string | null;
}

/**
 * The customer's feedback on the operator's answers. The operator owns messages, so this lives
 * beside the conversation store; the public API reaches it through the interface api.ts hands over.
 */
export function createFeedbackStore(db: Database) {
  return {
    /**
     * Records the customer's feedback on one operator answer of the conversation: once per
     * message, and a later one replaces it (the customer changed their mind). False when no such
     * answer exists: another conversation's message, the customer's own, a member's or a notice.
     */
    async rateAnswer(
      organizationId: string,
      conversationId: string,
      messageId: string,
      feedback: AnswerFeedback,
    ): Promise<boolean> {
      const rows = await db
        .update(messages)
        .set({
          feedback: feedback.rating,
          feedbackComment: feedback.comment,
          feedbackAt: sql`now()`,
        })
        .where(
          and(
            eq(messages.organizationId, organizationId),
            eq(messages.conversationId, conversationId),
            eq(messages.id, messageId),
            eq(messages.role, 'assistant'),
            eq(messages.sender, 'ai'),
          ),
        )
        .returning({ id: messages.id });
      return rows.length > 0;
    },
  };
}

export type FeedbackStore = ReturnType<typeof createFeedbackStore>;

/**
 * The review's `feedback` filter: conversations with at least one answer the customer marked so.
 * A condition on `conversations` for the review's list, its count and its export.
 */
export function withAnswerFeedback(rating: FeedbackRating): SQL {
  return sql`EXISTS (
    SELECT 1 FROM ${messages}
    WHERE ${messages.organizationId} = ${conversations.organizationId}
      AND ${messages.conversationId} = ${conversations.id}
      AND ${messages.feedback} = ${rating}
  )`;
}

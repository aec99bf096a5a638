import type { MessageFeedback } from '@frontdesk/contracts';
import type { FeedbackStore } from '../../operator/conversations/feedback-store';
import { runAsTenant } from '../../platform/db/tenant-context';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import { notFound } from './conversation-ids';
import type { PublicKey } from './public-conversations.service';
import type { ContinuableOf } from './public-handoff.service';

export interface PublicFeedbackDeps {
  feedbackStore: FeedbackStore;
  limiter: RateLimiter;
}

/**
 * A customer marks an answer or two, and may change their mind: far below this. It is not a turn
 * and uses none of the plan's allowance of messages; this only bounds a page clicking in a loop.
 */
const FEEDBACK: RateLimitRule = { limit: 30, windowMs: 60_000 };

/** A message id that cannot be one (ids are UUIDs) is simply not found, before any query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The customer's 'Helpful' / 'Not helpful' on the operator's answers, through a public key: only
 * on an answer of a conversation the caller may continue (the turn's rule), so another key's,
 * visitor's or organization's is not found.
 */
export function createPublicFeedback(deps: PublicFeedbackDeps, continuableOf: ContinuableOf) {
  return {
    /** Once per answer; the latest replaces what was said before. Nothing is announced. */
    rateAnswer: (
      key: PublicKey,
      id: string,
      messageId: string,
      body: MessageFeedback,
      address: string,
    ) =>
      runAsTenant(key.organizationId, async () => {
        await deps.limiter.enforce(`public:feedback:${key.organizationId}:${address}`, FEEDBACK);
        await continuableOf(key, id, body.user);
        if (!UUID.test(messageId)) throw notFound();
        const comment = body.comment?.trim() || null;
        const rated = await deps.feedbackStore.rateAnswer(key.organizationId, id, messageId, {
          rating: body.rating,
          comment,
        });
        if (!rated) throw notFound();
      }),
  };
}

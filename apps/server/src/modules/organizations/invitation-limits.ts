import type { Tenant } from '../../platform/auth/guard';
import { AppError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';

const HOUR = 60 * 60_000;

/**
 * Invitations send mail to addresses someone typed, so they are bounded twice: per organization
 * (however many admins it has) and per person (however many organizations they run or create).
 * A resend is a new mail and counts the same.
 */
export const invitationLimits = {
  perOrganization: { limit: 50, windowMs: HOUR },
  perUser: { limit: 50, windowMs: 24 * HOUR },
};

/**
 * Takes one invitation under both limits, or none: when the organization's hour is used up, the
 * person's day is given back. The day's limit says so, since "wait a few minutes" would not help.
 */
export async function reserveInvitation(limiter: RateLimiter, tenant: Tenant): Promise<void> {
  const userScope = `invite:user:${tenant.userId}`;
  const day = await limiter.hit(userScope, invitationLimits.perUser);
  if (!day.allowed) {
    throw new AppError(
      'too_many_requests',
      `You can send at most ${invitationLimits.perUser.limit} invitations a day. Please try again later.`,
      { retryAfter: day.retryAfter },
    );
  }
  const hour = await limiter.hit(
    `invite:org:${tenant.organizationId}`,
    invitationLimits.perOrganization,
  );
  if (!hour.allowed) {
    await limiter.refund(userScope);
    throw new AppError('too_many_requests', undefined, { retryAfter: hour.retryAfter });
  }
}

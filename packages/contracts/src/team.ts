import { z } from 'zod';
import { newPasswordSchema, signUpSchema } from './auth';
import { teamUserSchema } from './local-forms';
import { memberRoleSchema } from './organizations';

/** How long a mailed invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** Longest invitee name: it is written into a mail to an address someone typed. */
export const INVITEE_NAME_MAX_LENGTH = 100;

/**
 * POST /users/invitations: the add-user dialog's fields (spec section 5's rules), bounded, since
 * what is typed here goes out by mail.
 */
export const createInvitationSchema = teamUserSchema.extend({
  name: teamUserSchema.shape.name.max(INVITEE_NAME_MAX_LENGTH, {
    message: `Name must be ${INVITEE_NAME_MAX_LENGTH} characters or less.`,
  }),
  email: teamUserSchema.shape.email.max(254, { message: 'Please enter a valid email address.' }),
});
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

/** PATCH /users/{id}: owner is never assignable here; ownership moves by transfer only. */
export const updateMemberSchema = teamUserSchema.pick({ role: true });
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;

export const teamMemberSchema = z.object({
  /** The member's user id. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const invitationStatuses = ['pending', 'expired'] as const;

export const pendingInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  status: z.enum(invitationStatuses),
  expiresAt: z.string(),
  invitedBy: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /users: members, then invitations not yet accepted. */
export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /invitations/{token}: what the mailed link's page shows before anyone signs in. */
export const invitationPreviewSchema = z.object({
  organizationName: z.string(),
  invitedBy: z.string(),
  name: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  /** Whether an account with the invited e-mail exists: sign in, else sign up. */
  accountExists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * POST /invitations/{token}/accept. Signed in (as the invited e-mail): no body. A new person:
 * name and password; the account is active at once, since the mail proved the address.
 */
export const acceptInvitationSchema = z.object({
  name: signUpSchema.shape.name.optional(),
  password: newPasswordSchema.optional(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export const acceptedInvitationSchema = z.object({
  /** A session scoped to the organization joined. */
  accessToken: z.string(),
  organizationId: z.string(),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  /** Who did it; empty when the account is gone. */
  actor: z.string(),
  action: z.string(),
  /** A sentence for people: 'Invited ana@example.com as Editor'. */
  summary: z.string(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

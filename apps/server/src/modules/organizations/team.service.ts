import {
  type AcceptedInvitation,
  type AcceptInvitationInput,
  type ActivityEntry,
  type CreateInvitationInput,
  INVITATION_TTL_DAYS,
  type InvitationPreview,
  type MemberRole,
  normalizeEmail,
  type PendingInvitation,
  roleLabels,
  type Team,
  type TeamMember,
} from '@frontdesk/contracts';
import type { Tenant } from '../../platform/auth/guard';
import type { TokenIssuer } from '../../platform/auth/tokens';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { RateLimiter } from '../../platform/rate-limit';
import { reserveInvitation } from './invitation-limits';
import { findOrganization } from './organizations.store';
import { invitationMail } from './team.mails';
import * as store from './team.store';

const DAY = 24 * 60 * 60_000;

/** What the team needs from accounts, which the auth module owns. */
export interface Accounts {
  findByEmail(email: string): Promise<{ id: string; name: string } | undefined>;
  /** A new account, active at once: the invitation mail proved the address. */
  createActivated(input: {
    name: string;
    email: string;
    password: string;
  }): Promise<{ id: string }>;
  /** An existing account that accepts a mailed invitation has proved its address too. */
  confirmEmail(userId: string): Promise<void>;
  /** The signed-in caller's account. */
  findById(
    userId: string,
  ): Promise<{ id: string; name: string; email: string; tokenVersion: number } | undefined>;
}

export interface TeamServiceDeps {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  tokens: TokenIssuer;
  accounts: Accounts;
  appUrl: string;
}

const toMember = (row: Awaited<ReturnType<typeof store.listMembers>>[number]): TeamMember => ({
  ...row,
  role: row.role as MemberRole,
  joinedAt: row.joinedAt.toISOString(),
});

function toInvitation(
  row: Omit<store.InvitationRow, 'tokenHash' | 'organizationId' | 'createdAt' | 'invitedBy'> & {
    invitedBy: string;
  },
): PendingInvitation {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as MemberRole,
    status: row.expiresAt.getTime() > Date.now() ? 'pending' : 'expired',
    expiresAt: row.expiresAt.toISOString(),
    invitedBy: row.invitedBy,
  };
}

/**
 * The organization's people: members, mailed invitations and the activity log. Owner rules (the
 * last owner stays, only owners touch owners) are enforced where the rows change, in the store.
 */
export function createTeamService(deps: TeamServiceDeps) {
  const { db, accounts } = deps;

  const record = (tenant: Tenant, action: string, summary: string) =>
    store.insertActivity(db, {
      organizationId: tenant.organizationId,
      actorId: tenant.userId,
      action,
      summary,
    });

  async function mailInvitation(tenant: Tenant, invitation: store.InvitationRow, token: string) {
    const [organization, inviter] = await Promise.all([
      findOrganization(db, tenant.organizationId),
      accounts.findById(tenant.userId),
    ]);
    const inviterName = inviter?.name ?? '';
    await deps.mailer.send(
      invitationMail({
        to: invitation.email,
        name: invitation.name,
        organizationName: organization?.name ?? '',
        invitedBy: inviterName,
        role: invitation.role as MemberRole,
        link: `${deps.appUrl}/invitations/${encodeURIComponent(token)}`,
        validDays: INVITATION_TTL_DAYS,
      }),
    );
    return inviterName;
  }

  const newToken = () => {
    const token = randomToken();
    return {
      token,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY),
    };
  };

  function refuse(
    change: store.MembershipChange,
  ): asserts change is Extract<store.MembershipChange, { outcome: 'done' }> {
    if (change.outcome === 'not_found') throw new AppError('not_found', 'Member not found.');
    if (change.outcome === 'last_owner') throw new AppError('last_owner');
    if (change.outcome === 'owner_protected')
      throw new AppError('forbidden_role', 'Only an owner can change or remove an owner.');
  }

  return {
    record,

    async list(organizationId: string): Promise<Team> {
      const [members, invitations] = await Promise.all([
        store.listMembers(db, organizationId),
        store.listInvitations(db, organizationId),
      ]);
      return { members: members.map(toMember), invitations: invitations.map(toInvitation) };
    },

    async invite(tenant: Tenant, input: CreateInvitationInput): Promise<PendingInvitation> {
      const email = normalizeEmail(input.email);
      if (await store.isMemberByEmail(db, tenant.organizationId, email)) {
        throw new AppError('already_member');
      }
      await reserveInvitation(deps.limiter, tenant);
      const { token, ...secret } = newToken();
      let invitation: store.InvitationRow;
      try {
        invitation = await store.insertInvitation(db, {
          organizationId: tenant.organizationId,
          name: input.name.trim(),
          email,
          role: input.role,
          invitedBy: tenant.userId,
          ...secret,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('invitation_pending');
        throw error;
      }
      const invitedBy = await mailInvitation(tenant, invitation, token);
      await record(tenant, 'member.invited', `Invited ${email} as ${roleLabels[input.role]}`);
      return toInvitation({ ...invitation, invitedBy });
    },

    /** A new link (the old one stops working) and seven more days. */
    async resend(tenant: Tenant, id: string): Promise<PendingInvitation> {
      await reserveInvitation(deps.limiter, tenant);
      const { token, ...secret } = newToken();
      const invitation = await store.renewInvitation(db, tenant.organizationId, id, secret);
      if (!invitation) throw new AppError('not_found', 'Invitation not found.');
      const invitedBy = await mailInvitation(tenant, invitation, token);
      await record(tenant, 'invitation.resent', `Resent the invitation to ${invitation.email}`);
      return toInvitation({ ...invitation, invitedBy });
    },

    async revoke(tenant: Tenant, id: string): Promise<void> {
      const revoked = await store.deleteInvitation(db, tenant.organizationId, id);
      if (!revoked) throw new AppError('not_found', 'Invitation not found.');
      await record(tenant, 'invitation.revoked', `Revoked the invitation to ${revoked.email}`);
    },

    async changeRole(tenant: Tenant, userId: string, role: MemberRole): Promise<TeamMember> {
      const change = await store.changeMembership(db, {
        organizationId: tenant.organizationId,
        userId,
        actorRole: tenant.role,
        role,
      });
      refuse(change);
      if (change.previousRole !== role) {
        await record(
          tenant,
          'member.role_changed',
          `Changed ${change.email} from ${roleLabels[change.previousRole]} to ${roleLabels[role]}`,
        );
      }
      const member = (await store.listMembers(db, tenant.organizationId)).find(
        (m) => m.id === userId,
      );
      if (!member) throw new AppError('not_found', 'Member not found.');
      return toMember(member);
    },

    async remove(tenant: Tenant, userId: string): Promise<void> {
      const change = await store.changeMembership(db, {
        organizationId: tenant.organizationId,
        userId,
        actorRole: tenant.role,
      });
      refuse(change);
      const leaving = userId === tenant.userId;
      await record(
        tenant,
        leaving ? 'member.left' : 'member.removed',
        leaving ? `${change.email} left the organization` : `Removed ${change.email}`,
      );
    },

    async transferOwnership(tenant: Tenant, userId: string): Promise<void> {
      if (!(await store.promoteAdminToOwner(db, tenant.organizationId, userId))) {
        throw new AppError('validation_error', 'Ownership can only be transferred to an admin.');
      }
      const member = (await store.listMembers(db, tenant.organizationId)).find(
        (m) => m.id === userId,
      );
      await record(tenant, 'ownership.transferred', `Made ${member?.email ?? 'a member'} an owner`);
    },

    async activity(organizationId: string): Promise<ActivityEntry[]> {
      const rows = await store.listActivity(db, organizationId);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async preview(token: string): Promise<InvitationPreview> {
      const found = await store.findLiveInvitation(db, sha256(token));
      if (!found) throw new AppError('invitation_invalid');
      const { invitation } = found;
      return {
        organizationName: found.organizationName,
        invitedBy: found.invitedBy,
        name: invitation.name,
        email: invitation.email,
        role: invitation.role as MemberRole,
        accountExists: (await accounts.findByEmail(invitation.email)) !== undefined,
      };
    },

    /**
     * Signed in as the invited address: joins. A new person: creates the account (active at
     * once) and joins. Either way the answer is a session in the organization joined.
     */
    async accept(
      token: string,
      callerUserId: string | undefined,
      input: AcceptInvitationInput,
    ): Promise<AcceptedInvitation> {
      const tokenHash = sha256(token);
      const found = await store.findLiveInvitation(db, tokenHash);
      if (!found) throw new AppError('invitation_invalid');
      const { email } = found.invitation;

      let userId: string;
      if (callerUserId) {
        const caller = await accounts.findById(callerUserId);
        if (!caller) throw new AppError('unauthorized');
        if (caller.email !== email) throw new AppError('invitation_for_another_email');
        await accounts.confirmEmail(caller.id);
        userId = caller.id;
      } else {
        if (await accounts.findByEmail(email)) throw new AppError('email_already_exists');
        if (!input.name || !input.password) {
          throw new AppError('validation_error', 'Enter your name and a password to join.');
        }
        userId = (
          await accounts.createActivated({ name: input.name, email, password: input.password })
        ).id;
      }

      const invitation = await store.consumeInvitation(db, tokenHash, userId);
      if (!invitation) throw new AppError('invitation_invalid');
      await record(
        { organizationId: invitation.organizationId, userId, role: invitation.role as MemberRole },
        'member.joined',
        `${email} joined as ${roleLabels[invitation.role as MemberRole]}`,
      );
      const account = await accounts.findById(userId);
      const accessToken = await deps.tokens.issue({
        userId,
        tokenVersion: account?.tokenVersion ?? 0,
        organizationId: invitation.organizationId,
      });
      return { accessToken, organizationId: invitation.organizationId };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;

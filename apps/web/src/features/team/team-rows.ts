import {
  errorMessages,
  type MemberRole,
  type PendingInvitation,
  type Team,
  type TeamMember,
} from '@frontdesk/contracts';

/** One line of the team table: a member, or an invitation not yet accepted. */
export type TeamRow =
  | ({ kind: 'member' } & TeamMember)
  | ({ kind: 'invitation' } & PendingInvitation);

/** Members first, then invitations, each in the server's order. */
export function teamRows(team: Team): TeamRow[] {
  return [
    ...team.members.map((member) => ({ kind: 'member' as const, ...member })),
    ...team.invitations.map((invitation) => ({ kind: 'invitation' as const, ...invitation })),
  ];
}

/** What the viewer of the page is, for deciding which of a member's actions work. */
export interface Viewer {
  userId: string | undefined;
  role: MemberRole | undefined;
  /** How many owners the organization has: the last one cannot be demoted or removed. */
  ownerCount: number;
}

export const ONLY_OWNERS_CHANGE_OWNERS = 'Only an owner can change or remove an owner.';

/**
 * Why the server would refuse to change or remove this member, or null when it would not (the
 * role's permission aside, which RequirePermission says). The server checks the same rules.
 */
export function ownerRuleBlocking(member: TeamMember, viewer: Viewer): string | null {
  if (member.role !== 'owner') return null;
  if (viewer.role !== 'owner') return ONLY_OWNERS_CHANGE_OWNERS;
  if (viewer.ownerCount <= 1) return errorMessages.last_owner;
  return null;
}

export function countOwners(team: Team): number {
  return team.members.filter((member) => member.role === 'owner').length;
}

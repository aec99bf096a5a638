import { can, type MemberRole, type Permission } from '@frontdesk/contracts';
import { useSession } from '@/lib/session';

/** The member's role in the selected organization; undefined while none is known. */
export function useRole(): MemberRole | undefined {
  return useSession().organization?.role;
}

/**
 * Whether the member may do `permission` in the selected organization, by the same matrix the
 * server enforces. The role comes with the organization, which the session reloads on a switch.
 * Before the organization is known nothing is held back, as with the plan's features: the
 * dashboard renders its pages only once it is known, and the server decides either way.
 */
export function useCan(permission: Permission): boolean {
  const { organization } = useSession();
  return organization === null || can(organization.role, permission);
}

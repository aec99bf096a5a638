import type { Team } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** The organization's members, then the invitations not yet accepted (pending or expired). */
export function useTeam() {
  return useOrganizationQuery<Team>(queryKeys.team, apiPaths.users.list);
}

import type { ActivityEntry } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** The organization's activity log, newest first; only owners and admins may read it. */
export function useActivity() {
  return useOrganizationQuery<ActivityEntry[]>(queryKeys.activity, apiPaths.activity);
}

import type { ResolutionFigures } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** Resolution rate, handoff rate and CSAT: the last 30 days against the 30 before, and by day. */
export function useResolutionFigures() {
  return useOrganizationQuery<ResolutionFigures>(
    queryKeys.dashboardResolutions,
    apiPaths.dashboard.resolutions,
  );
}

import type { DashboardAnalytics } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** Counts over the last 30 days (the only period there is) and conversations per day. */
export function useDashboardAnalytics() {
  return useOrganizationQuery<DashboardAnalytics>(
    queryKeys.dashboardAnalytics,
    apiPaths.dashboard.analytics,
  );
}

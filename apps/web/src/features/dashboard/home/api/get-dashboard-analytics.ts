import type { DashboardAnalytics } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Keyed by organization: one organization's numbers never show up under another. */
export const dashboardAnalyticsQueryKey = (organizationId: string | undefined) =>
  ['dashboard', organizationId ?? 'none', 'analytics'] as const;

export function dashboardAnalyticsQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: dashboardAnalyticsQueryKey(organizationId),
    enabled: organizationId !== undefined,
    queryFn: ({ signal }) =>
      api.get<DashboardAnalytics>(apiPaths.dashboard.analytics, undefined, signal),
  });
}

/** Counts over the last 30 days (the only period there is) and conversations per day. */
export function useDashboardAnalytics() {
  const { organization } = useSession();
  return useQuery(dashboardAnalyticsQueryOptions(organization?.id));
}

import type { DashboardSuggestions } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const dashboardSuggestionsQueryKey = (organizationId: string | undefined) =>
  ['dashboard', organizationId ?? 'none', 'suggestions'] as const;

export function dashboardSuggestionsQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: dashboardSuggestionsQueryKey(organizationId),
    enabled: organizationId !== undefined,
    queryFn: ({ signal }) =>
      api.get<DashboardSuggestions>(apiPaths.dashboard.suggestions, undefined, signal),
  });
}

/** Which setup steps are still to do: a true flag means "offer this step". */
export function useDashboardSuggestions() {
  const { organization } = useSession();
  return useQuery(dashboardSuggestionsQueryOptions(organization?.id));
}

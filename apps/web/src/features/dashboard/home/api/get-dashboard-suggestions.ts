import type { DashboardSuggestions } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** Which setup steps are still to do: a true flag means "offer this step". */
export function useDashboardSuggestions() {
  return useOrganizationQuery<DashboardSuggestions>(
    queryKeys.dashboardSuggestions,
    apiPaths.dashboard.suggestions,
  );
}

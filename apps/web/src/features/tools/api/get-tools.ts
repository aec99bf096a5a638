import type { ToolView } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** The organization's tools, credentials masked. */
export function useTools() {
  return useOrganizationQuery<ToolView[]>(queryKeys.tools, apiPaths.tools.list);
}

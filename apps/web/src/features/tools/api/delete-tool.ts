import type { ToolView } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { api } from '@/lib/api-client';
import { useDeleteFromList } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

export function deleteTool(id: string) {
  return api.delete<void>(apiPaths.tools.byId(id));
}

/** Deletes a tool: it leaves the cached list at once, then the list and the quota refetch. */
export function useDeleteTool() {
  return useDeleteFromList<ToolView>(queryKeys.tools, deleteTool, [queryKeys.billingQuota]);
}

import type { ToolInput, ToolView } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { api } from '@/lib/api-client';
import { useCreateInList } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

export function createTool(input: ToolInput) {
  return api.post<ToolView>(apiPaths.tools.list, input);
}

/**
 * Adds a tool; the list is refetched so it shows the new tool in the server's shape and order,
 * and the billing quota, which counts the tools, with it.
 */
export function useCreateTool() {
  return useCreateInList(queryKeys.tools, createTool, [queryKeys.billingQuota]);
}

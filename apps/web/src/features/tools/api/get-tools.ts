import type { ToolView } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Keyed by organization: one organization's tools never show up under another. */
export const toolsQueryKey = (organizationId: string | undefined) =>
  ['tools', organizationId ?? 'none'] as const;

export function toolsQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: toolsQueryKey(organizationId),
    enabled: organizationId !== undefined,
    queryFn: ({ signal }) => api.get<ToolView[]>(apiPaths.tools.list, undefined, signal),
  });
}

/** The organization's tools, credentials masked. */
export function useTools() {
  const { organization } = useSession();
  return useQuery(toolsQueryOptions(organization?.id));
}

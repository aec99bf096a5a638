import type { ListedApiKey } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Keyed by organization: one organization's keys never show up under another. */
export const apiKeysQueryKey = (organizationId: string | undefined) =>
  ['api-keys', organizationId ?? 'none'] as const;

export function apiKeysQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: apiKeysQueryKey(organizationId),
    enabled: organizationId !== undefined,
    queryFn: ({ signal }) => api.get<ListedApiKey[]>(apiPaths.apiKeys.list, undefined, signal),
  });
}

/** The organization's public API keys. */
export function useApiKeys() {
  const { organization } = useSession();
  return useQuery(apiKeysQueryOptions(organization?.id));
}

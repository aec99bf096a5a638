import type { ListedApiKey } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { api } from '@/lib/api-client';
import { useDeleteFromList } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

export function deleteApiKey(id: string) {
  return api.delete<void>(apiPaths.apiKeys.byId(id));
}

/** Deletes a key: it leaves the cached list at once, then the list is refetched. */
export function useDeleteApiKey() {
  return useDeleteFromList<ListedApiKey>(queryKeys.apiKeys, deleteApiKey);
}

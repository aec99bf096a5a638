import type { ContentItem } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { api } from '@/lib/api-client';
import { useDeleteFromList } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

export function deleteContent(id: string) {
  return api.delete<void>(apiPaths.contents.byId(id));
}

/** Deletes a content item: it leaves the cached list at once, then the list and quota refetch. */
export function useDeleteContent() {
  return useDeleteFromList<ContentItem>(queryKeys.contents, deleteContent, [
    queryKeys.billingQuota,
  ]);
}

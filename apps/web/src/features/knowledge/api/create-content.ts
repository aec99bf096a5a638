import type { ContentItem, CreateContentInput } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { api } from '@/lib/api-client';
import { useCreateInList } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

export function createContent(input: CreateContentInput) {
  return api.post<ContentItem>(apiPaths.contents.list, input);
}

/**
 * Adds a content item; the list is refetched so it shows the new item in the server's order, and
 * the billing quota, which counts the items, with it.
 */
export function useCreateContent() {
  return useCreateInList(queryKeys.contents, createContent, [queryKeys.billingQuota]);
}

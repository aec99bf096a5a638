import type { CreateWebsiteSource, KnowledgeSource } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { api } from '@/lib/api-client';
import { useCreateInList } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

export function createWebsiteSource(input: CreateWebsiteSource) {
  return api.post<KnowledgeSource>(apiPaths.knowledgeSources.list, input);
}

/** Adds a website; the list refetches (and starts polling while it is crawled), with the quota. */
export function useCreateWebsiteSource() {
  return useCreateInList(queryKeys.knowledgeSources, createWebsiteSource, [queryKeys.billingQuota]);
}

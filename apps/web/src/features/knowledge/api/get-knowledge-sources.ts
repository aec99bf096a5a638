import type { KnowledgeSource } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';
import { isSourceRunning, SOURCE_POLL_INTERVAL_MS } from './source-status';

export async function getKnowledgeSources(signal?: AbortSignal): Promise<KnowledgeSource[]> {
  const body = await api.get<{ results: KnowledgeSource[] }>(
    apiPaths.knowledgeSources.list,
    undefined,
    signal,
  );
  return body.results;
}

/**
 * The websites and files knowledge is read from. While one is queued or crawling the list is
 * asked for again every 2 s, so its progress moves; polling stops once none runs. (The live event
 * stream does not carry crawls yet; this is the fallback the house rules allow.)
 */
export function knowledgeSourcesQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.knowledgeSources(organizationId),
    enabled: organizationId !== undefined,
    queryFn: ({ signal }) => getKnowledgeSources(signal),
    refetchInterval: (query) =>
      query.state.data?.some(isSourceRunning) ? SOURCE_POLL_INTERVAL_MS : false,
  });
}

export function useKnowledgeSources() {
  return useQuery(knowledgeSourcesQueryOptions(useOrganizationId()));
}

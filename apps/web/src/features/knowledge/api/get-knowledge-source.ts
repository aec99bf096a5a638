import type { KnowledgeSourceDetail } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';
import { isSourceRunning, SOURCE_POLL_INTERVAL_MS } from './source-status';

export function getKnowledgeSource(
  id: string,
  signal?: AbortSignal,
): Promise<KnowledgeSourceDetail> {
  return api.get<KnowledgeSourceDetail>(apiPaths.knowledgeSources.byId(id), undefined, signal);
}

/** One source with its pages; asked for again every 2 s while it is being read. */
export function knowledgeSourceQueryOptions(organizationId: string | undefined, id: string | null) {
  return queryOptions({
    queryKey: queryKeys.knowledgeSource(organizationId, id ?? ''),
    enabled: organizationId !== undefined && id !== null,
    queryFn: ({ signal }) => getKnowledgeSource(id ?? '', signal),
    refetchInterval: (query) =>
      query.state.data && isSourceRunning(query.state.data) ? SOURCE_POLL_INTERVAL_MS : false,
  });
}

/**
 * The source's pages while `isShown`; once hidden, the cached ones stay (for a closing dialog)
 * and nothing is asked for.
 */
export function useKnowledgeSource(id: string | null, isShown = true) {
  const options = knowledgeSourceQueryOptions(useOrganizationId(), id);
  return useQuery({ ...options, enabled: options.enabled && isShown });
}

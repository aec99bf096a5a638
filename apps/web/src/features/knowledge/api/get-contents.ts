import type { ContentItem } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Keyed by organization: one organization's knowledge never shows up under another. */
export const contentsQueryKey = (organizationId: string | undefined) =>
  ['contents', organizationId ?? 'none'] as const;

export function contentsQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: contentsQueryKey(organizationId),
    enabled: organizationId !== undefined,
    queryFn: ({ signal }) => api.get<ContentItem[]>(apiPaths.contents.list, undefined, signal),
  });
}

/** The knowledge base's content items, newest first. */
export function useContents() {
  const { organization } = useSession();
  return useQuery(contentsQueryOptions(organization?.id));
}

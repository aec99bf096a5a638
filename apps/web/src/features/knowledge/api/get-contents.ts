import type { ContentItem } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** The knowledge base's content items, newest first. */
export function useContents() {
  return useOrganizationQuery<ContentItem[]>(queryKeys.contents, apiPaths.contents.list);
}

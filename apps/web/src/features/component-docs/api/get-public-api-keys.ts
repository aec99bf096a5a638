import type { ListedApiKey } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/**
 * The organization's public API keys, for the samples. The same query as the API Keys page's
 * (same key), so a key created there shows up here without another request.
 */
export function usePublicApiKeys() {
  return useOrganizationQuery<ListedApiKey[]>(queryKeys.apiKeys, apiPaths.apiKeys.list);
}

import type { ListedApiKey } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** The organization's public API keys. */
export function useApiKeys() {
  return useOrganizationQuery<ListedApiKey[]>(queryKeys.apiKeys, apiPaths.apiKeys.list);
}

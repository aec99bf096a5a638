import type { CreateApiKeyInput, CreatedApiKey } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { api } from '@/lib/api-client';
import { useCreateInList } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

export function createApiKey(input: CreateApiKeyInput) {
  return api.post<CreatedApiKey>(apiPaths.apiKeys.list, input);
}

/** Creates a key; the list is refetched so it shows the new key in the server's shape and order. */
export function useCreateApiKey() {
  return useCreateInList(queryKeys.apiKeys, createApiKey);
}

import type { CreateApiKeyInput, CreatedApiKey } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { apiKeysQueryKey } from './get-api-keys';

export function createApiKey(input: CreateApiKeyInput) {
  return api.post<CreatedApiKey>(apiPaths.apiKeys.list, input);
}

/** Creates a key; the list is refetched so it shows the new key in the server's shape and order. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  const { organization } = useSession();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(organization?.id) }),
  });
}

import type { ListedApiKey } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { apiKeysQueryKey } from './get-api-keys';

export function deleteApiKey(id: string) {
  return api.delete<void>(apiPaths.apiKeys.byId(id));
}

/** Deletes a key: it leaves the cached list at once, then the list is refetched. */
export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  const { organization } = useSession();
  const queryKey = apiKeysQueryKey(organization?.id);
  return useMutation({
    mutationFn: deleteApiKey,
    onSuccess: (_, id) => {
      queryClient.setQueryData<ListedApiKey[]>(queryKey, (keys) =>
        keys?.filter((k) => k.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

import type { ContentItem } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { contentsQueryKey } from './get-contents';

export function deleteContent(id: string) {
  return api.delete<void>(apiPaths.contents.byId(id));
}

/** Deletes a content item: it leaves the cached list at once, then the list is refetched. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  const { organization } = useSession();
  const queryKey = contentsQueryKey(organization?.id);
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: (_, id) => {
      queryClient.setQueryData<ContentItem[]>(queryKey, (items) =>
        items?.filter((item) => item.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

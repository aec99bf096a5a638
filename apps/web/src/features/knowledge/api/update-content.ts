import { apiPaths, type ContentItem, type UpdateContentInput } from '@frontdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /contents/{id}: the snippet's language set by hand. */
export function updateContent(id: string, input: UpdateContentInput) {
  return api.patch<ContentItem | undefined>(apiPaths.contents.byId(id), input);
}

/**
 * Sets a content item's language by hand (when detection chose wrong): the cached list shows the
 * new language at once, then it is refetched in the server's shape.
 */
export function useUpdateContent() {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.contents(useOrganizationId());
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateContentInput & { id: string }) => updateContent(id, input),
    onSuccess: (_, { id, language }) => {
      queryClient.setQueryData<ContentItem[]>(queryKey, (items) =>
        items?.map((item) => (item.id === id ? { ...item, language } : item)),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

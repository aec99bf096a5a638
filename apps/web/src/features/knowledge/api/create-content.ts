import type { ContentItem, CreateContentInput } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { contentsQueryKey } from './get-contents';

export function createContent(input: CreateContentInput) {
  return api.post<ContentItem>(apiPaths.contents.list, input);
}

/** Adds a content item; the list is refetched so it shows the new item in the server's order. */
export function useCreateContent() {
  const queryClient = useQueryClient();
  const { organization } = useSession();
  return useMutation({
    mutationFn: createContent,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: contentsQueryKey(organization?.id) }),
  });
}

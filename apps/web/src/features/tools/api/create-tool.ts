import type { ToolInput, ToolView } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toolsQueryKey } from './get-tools';

export function createTool(input: ToolInput) {
  return api.post<ToolView>(apiPaths.tools.list, input);
}

/** Adds a tool; the list is refetched so it shows the new tool in the server's shape and order. */
export function useCreateTool() {
  const queryClient = useQueryClient();
  const { organization } = useSession();
  return useMutation({
    mutationFn: createTool,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsQueryKey(organization?.id) }),
  });
}

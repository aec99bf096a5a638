import type { ToolView } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toolsQueryKey } from './get-tools';

export function deleteTool(id: string) {
  return api.delete<void>(apiPaths.tools.byId(id));
}

/** Deletes a tool: it leaves the cached list at once, then the list is refetched. */
export function useDeleteTool() {
  const queryClient = useQueryClient();
  const { organization } = useSession();
  const queryKey = toolsQueryKey(organization?.id);
  return useMutation({
    mutationFn: deleteTool,
    onSuccess: (_, id) => {
      queryClient.setQueryData<ToolView[]>(queryKey, (tools) =>
        tools?.filter((tool) => tool.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

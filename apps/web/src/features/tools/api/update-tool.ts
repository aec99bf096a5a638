import type { ToolInput, ToolView } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

export interface UpdateToolVariables {
  id: string;
  input: ToolInput;
}

/** The whole tool goes back; a secret sent as SECRET_MASK keeps the stored one. */
export function updateTool({ id, input }: UpdateToolVariables) {
  return api.patch<ToolView>(apiPaths.tools.byId(id), input);
}

/** Saves a tool: the cached list takes the server's answer at once, then the list is refetched. */
export function useUpdateTool() {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.tools(useOrganizationId());
  return useMutation({
    mutationFn: updateTool,
    onSuccess: (saved) => {
      queryClient.setQueryData<ToolView[]>(queryKey, (tools) =>
        tools?.map((tool) => (tool.id === saved.id ? saved : tool)),
      );
      // No count changes, so the dashboard need not be refreshed (unlike create and delete).
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

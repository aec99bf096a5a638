import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/**
 * A change to the team. Every one of them is also written to the activity log, so both lists
 * are refetched rather than patched: they show the server's own rows and order.
 */
export function useTeamChange<TInput, TResult>(change: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all(
        [queryKeys.team(organizationId), queryKeys.activity(organizationId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

import type { TeamMember, UpdateMemberInput } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useTeamChange } from './use-team-change';

export function useChangeRole() {
  return useTeamChange(({ id, role }: { id: string } & UpdateMemberInput) =>
    api.patch<TeamMember>(apiPaths.users.byId(id), { role }),
  );
}

export function useRemoveMember() {
  return useTeamChange((id: string) => api.delete<void>(apiPaths.users.byId(id)));
}

/** Makes an admin an owner too; the caller stays an owner. */
export function useTransferOwnership() {
  return useTeamChange((id: string) => api.post<void>(apiPaths.users.transferOwnership(id)));
}

/**
 * The caller leaves the organization; the list of one's organizations is asked again, so the
 * one left no longer shows there.
 */
export function useLeaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(apiPaths.users.leave),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizations }),
  });
}

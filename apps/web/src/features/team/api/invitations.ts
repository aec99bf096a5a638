import type { CreateInvitationInput, PendingInvitation } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { api } from '@/lib/api-client';
import { useTeamChange } from './use-team-change';

/** Mails an invitation: a link that works once, for seven days. */
export function useInviteUser() {
  return useTeamChange((input: CreateInvitationInput) =>
    api.post<PendingInvitation>(apiPaths.users.invitations, input),
  );
}

/** Mails a new link (the old one stops working) with seven more days. */
export function useResendInvitation() {
  return useTeamChange((id: string) =>
    api.post<PendingInvitation>(apiPaths.users.resendInvitation(id)),
  );
}

/** Deletes an invitation: its link stops working. */
export function useRevokeInvitation() {
  return useTeamChange((id: string) => api.delete<void>(apiPaths.users.invitationById(id)));
}

import type {
  AcceptedInvitation,
  AcceptInvitationInput,
  InvitationPreview,
} from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Who invited whom to which organization, as what: asked before anyone signs in. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      api.get<InvitationPreview>(apiPaths.invitations.byToken(token), undefined, signal),
    // A link is answered once: asking again would show a stale answer after it was used.
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Accepts: signed in as the invited address, with no body; a new person, with a name and a
 * password. Either way the answer is a session scoped to the organization joined.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      api.post<AcceptedInvitation>(apiPaths.invitations.accept(token), input),
    // Someone already signed in has one organization more than their cached list says.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizations }),
  });
}

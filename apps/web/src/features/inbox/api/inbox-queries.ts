import type {
  AgentConfigurationView,
  ConversationDetail,
  InboxList,
  InboxView,
  Team,
} from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId, useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** One tab of the inbox with the counts of all three (the Waiting count is the sidebar's). */
export function useInboxList(view: InboxView, enabled = true) {
  const organizationId = useOrganizationId();
  return useQuery({
    queryKey: queryKeys.inboxList(organizationId, view),
    enabled: enabled && organizationId !== undefined,
    queryFn: ({ signal }) => api.get<InboxList>(apiPaths.inbox.list, { view }, signal),
  });
}

/**
 * The conversation open in the inbox. The same cache entry as the review's view of it, so a live
 * message patched in shows in both.
 */
export function useInboxConversation(id: string) {
  const organizationId = useOrganizationId();
  return useQuery({
    queryKey: queryKeys.conversation(organizationId, id),
    enabled: organizationId !== undefined,
    queryFn: ({ signal }) =>
      api.get<ConversationDetail>(apiPaths.conversations.byId(id), undefined, signal),
  });
}

/** The members a conversation can be assigned to (GET /users; only asked by who may assign). */
export function useTeamMembers(enabled: boolean) {
  const organizationId = useOrganizationId();
  return useQuery({
    queryKey: queryKeys.team(organizationId),
    enabled: enabled && organizationId !== undefined,
    queryFn: ({ signal }) => api.get<Team>(apiPaths.users.list, undefined, signal),
  });
}

/** The operator's name, which its messages in the thread are signed with. */
export function useOperatorName(): string {
  const configuration = useOrganizationQuery<AgentConfigurationView>(
    queryKeys.agentConfiguration,
    apiPaths.agentConfigurations,
  );
  return configuration.data?.name.trim() || 'Operator';
}

import type { ConversationDetail } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

export function conversationQueryOptions(organizationId: string | undefined, id: string | null) {
  return queryOptions({
    queryKey: queryKeys.conversation(organizationId, id ?? ''),
    enabled: organizationId !== undefined && id !== null,
    queryFn: ({ signal }) =>
      api.get<ConversationDetail>(apiPaths.conversations.byId(id ?? ''), undefined, signal),
  });
}

/** One conversation with its messages and the knowledge passages each answer used. */
export function useConversation(id: string | null) {
  return useQuery(conversationQueryOptions(useOrganizationId(), id));
}

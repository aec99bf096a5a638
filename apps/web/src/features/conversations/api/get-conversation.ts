import type { ConversationDetail } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { conversationKeys } from './conversation-keys';

export function conversationQueryOptions(organizationId: string | undefined, id: string | null) {
  return queryOptions({
    queryKey: conversationKeys.detail(organizationId, id ?? ''),
    enabled: organizationId !== undefined && id !== null,
    queryFn: ({ signal }) =>
      api.get<ConversationDetail>(apiPaths.conversations.byId(id ?? ''), undefined, signal),
  });
}

/** One conversation with its messages and the knowledge passages each answer used. */
export function useConversation(id: string | null) {
  const { organization } = useSession();
  return useQuery(conversationQueryOptions(organization?.id, id));
}

import type { ConversationFilters, conversationListSchema } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { conversationKeys } from './conversation-keys';

export type ConversationList = z.infer<typeof conversationListSchema>;

export function conversationsQueryOptions(
  organizationId: string | undefined,
  filters: ConversationFilters,
) {
  return queryOptions({
    queryKey: conversationKeys.list(organizationId, filters),
    enabled: organizationId !== undefined,
    queryFn: ({ signal }) =>
      api.get<ConversationList>(apiPaths.conversations.list, { ...filters }, signal),
    // While a new filter loads, the previous results stay on screen instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

/** The organization's conversations matching the filters, newest first. */
export function useConversations(filters: ConversationFilters) {
  const { organization } = useSession();
  return useQuery(conversationsQueryOptions(organization?.id, filters));
}

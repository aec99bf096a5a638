import type { ConversationFilters, conversationListSchema } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useOrganizationId } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

export type ConversationList = z.infer<typeof conversationListSchema>;

export function conversationsQueryOptions(
  organizationId: string | undefined,
  filters: ConversationFilters,
) {
  return queryOptions({
    queryKey: queryKeys.conversationList(organizationId, filters),
    enabled: organizationId !== undefined,
    queryFn: ({ signal }) =>
      api.get<ConversationList>(apiPaths.conversations.list, { ...filters }, signal),
    // While a new filter loads, the previous results stay on screen instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

/** The organization's conversations matching the filters, newest first. */
export function useConversations(filters: ConversationFilters) {
  return useQuery(conversationsQueryOptions(useOrganizationId(), filters));
}

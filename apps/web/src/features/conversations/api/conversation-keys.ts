import type { ConversationFilters } from '@frontdesk/contracts';

/**
 * Query keys of this feature, all under the organization: one organization's conversations never
 * show up under another, and a change can refresh every list at once through `lists`.
 */
export const conversationKeys = {
  all: (organizationId: string | undefined) => ['conversations', organizationId ?? 'none'] as const,
  lists: (organizationId: string | undefined) =>
    [...conversationKeys.all(organizationId), 'list'] as const,
  list: (organizationId: string | undefined, filters: ConversationFilters) =>
    [...conversationKeys.lists(organizationId), filters] as const,
  detail: (organizationId: string | undefined, id: string) =>
    [...conversationKeys.all(organizationId), 'detail', id] as const,
};

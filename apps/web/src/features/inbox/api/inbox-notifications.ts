import type { InboxNotifications } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { useOrganizationId, useOrganizationQuery } from '@/lib/organization-queries';
import { queryKeys } from '@/lib/query-keys';

/** Whether the signed-in member is mailed when a customer waits unclaimed. */
export function useInboxNotifications() {
  return useOrganizationQuery<InboxNotifications>(
    queryKeys.inboxNotifications,
    apiPaths.inbox.notifications,
  );
}

export function useUpdateInboxNotifications() {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.inboxNotifications(useOrganizationId());
  return useMutation({
    mutationFn: (input: InboxNotifications) =>
      api.put<InboxNotifications>(apiPaths.inbox.notifications, input),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
    onError: () => toast.error('Could not save your email preference. Please try again.'),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOrganizationId } from '@/lib/organization-queries';
import { useSession } from '@/lib/session';
import { applyLiveEvent } from './apply-live-event';
import { runInboxStream } from './inbox-stream';

/**
 * Holds the tab's one inbox stream while the dashboard is open, and applies what it carries.
 * A change of organization (or member) closes it and opens the new one's.
 */
export function useInboxLive(enabled: boolean) {
  const queryClient = useQueryClient();
  const organizationId = useOrganizationId();
  const userId = useSession().user?.id;

  useEffect(() => {
    if (!enabled || !organizationId) return;
    const controller = new AbortController();
    const context = { queryClient, organizationId, userId };
    void runInboxStream({
      signal: controller.signal,
      onEvent: (event) => applyLiveEvent(context, event),
    });
    return () => controller.abort();
  }, [enabled, queryClient, organizationId, userId]);
}

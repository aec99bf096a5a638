import { SidebarMenuBadge } from '@/components/ui/sidebar';
import { useInboxList } from './api/inbox-queries';
import { useInboxLive } from './live/use-inbox-live';

/** The tab's live inbox stream; renders nothing. The app mounts it once for the dashboard. */
export function InboxLive() {
  useInboxLive(true);
  return null;
}

/** The sidebar's unread count: the customers waiting for a person. */
export function InboxNavBadge() {
  const waiting = useInboxList('waiting').data?.counts.waiting ?? 0;
  if (waiting === 0) return null;
  return (
    <SidebarMenuBadge className="bg-primary text-primary-foreground peer-hover/menu-button:text-primary-foreground peer-data-[active=true]/menu-button:text-primary-foreground">
      {waiting}
      <span className="sr-only"> waiting</span>
    </SidebarMenuBadge>
  );
}

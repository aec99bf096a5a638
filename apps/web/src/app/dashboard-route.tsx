import { can } from '@frontdesk/contracts';
import { PlanGate } from '@/features/billing/components/plan-gate';
import { DashboardLayout } from '@/features/dashboard/dashboard-layout';
import { InboxLive, InboxNavBadge } from '@/features/inbox/inbox-live';
import { useRole } from '@/hooks/use-can';

/**
 * The dashboard as the router mounts it: the layout, and over it the plan gate, which asks an
 * organization without a plan to pick one. Composed here because features do not import each
 * other. Only a member who may choose the plan meets the gate: to the others it would be a wall
 * they cannot pass. A member who may read the inbox gets the tab's one live stream and the
 * waiting count beside the menu's Inbox.
 */
export function DashboardRoute() {
  const role = useRole();
  const canChoosePlan = can(role, 'billing.write');
  const canReadInbox = can(role, 'inbox.read');
  return (
    <>
      <DashboardLayout
        navBadges={canReadInbox ? { '/dashboard/inbox': <InboxNavBadge /> } : undefined}
      />
      {canReadInbox && <InboxLive />}
      {canChoosePlan && <PlanGate />}
    </>
  );
}

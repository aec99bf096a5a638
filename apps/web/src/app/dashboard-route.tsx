import { can } from '@frontdesk/contracts';
import { PlanGate } from '@/features/billing/components/plan-gate';
import { DashboardLayout } from '@/features/dashboard/dashboard-layout';
import { useRole } from '@/hooks/use-can';

/**
 * The dashboard as the router mounts it: the layout, and over it the plan gate, which asks an
 * organization without a plan to pick one. Composed here because features do not import each
 * other. Only a member who may choose the plan meets the gate: to the others it would be a wall
 * they cannot pass.
 */
export function DashboardRoute() {
  const canChoosePlan = can(useRole(), 'billing.write');
  return (
    <>
      <DashboardLayout />
      {canChoosePlan && <PlanGate />}
    </>
  );
}

import { PlanGate } from '@/features/billing/components/plan-gate';
import { DashboardLayout } from '@/features/dashboard/dashboard-layout';

/**
 * The dashboard as the router mounts it: the layout, and over it the plan gate, which asks an
 * organization without a plan to pick one. Composed here because features do not import each
 * other.
 */
export function DashboardRoute() {
  return (
    <>
      <DashboardLayout />
      <PlanGate />
    </>
  );
}

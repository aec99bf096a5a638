import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useHandoffSettings } from './api/handoff-settings';
import { HandoffForm } from './components/handoff-form';

function FormSkeleton() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading the handoff settings...</span>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="grid gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}

/** Configuration's Handoff page: when a person takes over from the operator. */
export function HandoffPage() {
  const settings = useHandoffSettings();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <BackLink to="/dashboard/configuration" className="-ml-2">
        Back to Configuration
      </BackLink>
      <PageHeader
        title="Handoff"
        description="Decide when a person from your team takes over from the operator, and what customers are told."
      />
      <SectionCard
        title="Human handoff"
        description="Changes apply to the next message a customer writes."
      >
        <QueryView
          query={settings}
          loading={<FormSkeleton />}
          error="Failed to load the handoff settings. Please refresh the page."
        >
          {(data) => <HandoffForm settings={data} />}
        </QueryView>
      </SectionCard>
    </div>
  );
}

import { Wrench } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { LimitReachedButton } from '@/components/plan-upgrade';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { TableSkeleton } from '@/components/table-skeleton';
import { addAllowance, useFeatures } from '@/hooks/use-features';
import { useToolEngine } from './api/get-tool-engine';
import { useTools } from './api/get-tools';
import { ToolFormDialog } from './components/tool-form-dialog';
import { ToolsEngineNote } from './components/tools-engine-note';
import { ToolsTable } from './components/tools-table';
import { ToolsUpsell } from './components/tools-upsell';

/**
 * The organization's tools, as its plan allows: without the tools feature an upsell instead of
 * the list; at the plan's maximum the add button is off, with the way to upgrade.
 */
export function ToolsPage() {
  const tools = useTools();
  const engine = useToolEngine();
  const features = useFeatures();
  const allowance = addAllowance(features, 'tools', tools.data?.length);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader
        title="Tools"
        description="External HTTP calls your AI operator can make to fetch live data or trigger workflows."
      />
      {features.error && <ErrorAlert>{features.error}</ErrorAlert>}
      {allowance.kind === 'missing' ? (
        <ToolsUpsell />
      ) : (
        <>
          {engine.data && !engine.data.supportsTools && <ToolsEngineNote />}
          <ToolsSection tools={tools} isAtLimit={allowance.kind === 'limit'} />
        </>
      )}
    </div>
  );
}

function ToolsSection({
  tools,
  isAtLimit,
}: {
  tools: ReturnType<typeof useTools>;
  isAtLimit: boolean;
}) {
  return (
    <SectionCard
      title="Your tools"
      description={
        tools.data
          ? `${tools.data.length} ${tools.data.length === 1 ? 'tool' : 'tools'}`
          : 'Endpoints your operator can call while it answers.'
      }
      action={
        isAtLimit ? (
          <LimitReachedButton label="Add Tool" reason="Tool limit reached" />
        ) : (
          <ToolFormDialog />
        )
      }
    >
      <QueryView
        query={tools}
        loading={
          <TableSkeleton
            label="Loading tools..."
            leadClassName="w-1/3"
            lines={['h-4 w-full', 'h-3 w-2/3']}
            cells={['h-4 flex-1', 'size-8', 'size-8']}
          />
        }
        error="Failed to load tools."
        empty={
          <EmptyState
            icon={Wrench}
            title="No tools yet"
            description="Add a tool so your operator can look up orders, bookings or stock, or start a workflow in your own systems."
          />
        }
      >
        {(data) => <ToolsTable tools={data} />}
      </QueryView>
    </SectionCard>
  );
}

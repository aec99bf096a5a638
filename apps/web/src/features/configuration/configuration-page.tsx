import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAgentConfiguration } from './api/get-agent-configuration';
import { ConfigurationForm } from './components/configuration-form';
import { ConfigurationSkeleton } from './components/configuration-skeleton';
import { EngineNote } from './components/engine-note';
import { PlaygroundPanel } from './components/playground-panel';

export function ConfigurationPage() {
  const configuration = useAgentConfiguration();
  const operatorName = configuration.data?.name.trim() || 'Operator';

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <PageHeader
        title="Configuration"
        description="Decide who your AI operator is, what it does and how it talks to your customers."
      />

      {configuration.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : configuration.data ? (
        <EngineNote engine={configuration.data.engine} />
      ) : null}

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <SectionCard
          title="AI operator"
          description={
            configuration.data && !configuration.data.configured
              ? 'Your operator is not configured yet. Fill in the form and save it to put the operator to work.'
              : 'Changes apply to every new answer once saved.'
          }
        >
          <QueryView
            query={configuration}
            loading={<ConfigurationSkeleton />}
            error="Failed to load the configuration. Please refresh the page."
          >
            {(data) => <ConfigurationForm configuration={data} />}
          </QueryView>
        </SectionCard>
        <PlaygroundPanel
          operatorName={operatorName}
          className="h-[34rem] xl:sticky xl:top-20 xl:h-[calc(100dvh-7rem)] xl:max-h-[48rem]"
        />
      </div>
    </div>
  );
}

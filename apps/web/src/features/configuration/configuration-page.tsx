import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
      <header className="space-y-1">
        <h1 className="font-semibold text-2xl tracking-tight">Configuration</h1>
        <p className="text-muted-foreground">
          Decide who your AI operator is, what it does and how it talks to your customers.
        </p>
      </header>

      {configuration.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : configuration.data ? (
        <EngineNote engine={configuration.data.engine} />
      ) : null}

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>AI operator</h2>
            </CardTitle>
            <CardDescription>
              {configuration.data && !configuration.data.configured
                ? 'Your operator is not configured yet. Fill in the form and save it to put the operator to work.'
                : 'Changes apply to every new answer once saved.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {configuration.isPending ? (
              <ConfigurationSkeleton />
            ) : configuration.isError ? (
              <Alert variant="destructive">
                <AlertCircle aria-hidden />
                <AlertDescription>
                  Failed to load the configuration. Please refresh the page.
                </AlertDescription>
              </Alert>
            ) : (
              <ConfigurationForm configuration={configuration.data} />
            )}
          </CardContent>
        </Card>
        <PlaygroundPanel
          operatorName={operatorName}
          className="h-[34rem] xl:sticky xl:top-20 xl:h-[calc(100dvh-7rem)] xl:max-h-[48rem]"
        />
      </div>
    </div>
  );
}

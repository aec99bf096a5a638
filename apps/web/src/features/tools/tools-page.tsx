import { AlertCircle, Wrench } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useToolEngine } from './api/get-tool-engine';
import { useTools } from './api/get-tools';
import { ToolFormDialog } from './components/tool-form-dialog';
import { ToolsEngineNote } from './components/tools-engine-note';
import { ToolsTable } from './components/tools-table';

function LoadingRows() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading tools...</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-start gap-4 border-b pb-3 last:border-0">
          <div className="grid w-1/3 gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-3 w-2/3" />
          </div>
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="size-8" />
          <Skeleton className="size-8" />
        </div>
      ))}
    </div>
  );
}

// Plan gating (the upsell card and the 'Tool limit reached' tooltip) waits for the billing
// features call; until it exists every organization may manage its tools.
export function ToolsPage() {
  const tools = useTools();
  const engine = useToolEngine();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="space-y-1">
        <h1 className="font-semibold text-2xl tracking-tight">Tools</h1>
        <p className="text-muted-foreground">
          External HTTP calls your AI operator can make to fetch live data or trigger workflows.
        </p>
      </header>
      {engine.data && !engine.data.supportsTools && <ToolsEngineNote />}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Your tools</h2>
          </CardTitle>
          <CardDescription>
            {tools.data
              ? `${tools.data.length} ${tools.data.length === 1 ? 'tool' : 'tools'}`
              : 'Endpoints your operator can call while it answers.'}
          </CardDescription>
          <CardAction>
            <ToolFormDialog />
          </CardAction>
        </CardHeader>
        <CardContent>
          {tools.isPending ? (
            <LoadingRows />
          ) : tools.isError ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertDescription>Failed to load tools.</AlertDescription>
            </Alert>
          ) : tools.data.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Wrench className="size-6" aria-hidden />
              </span>
              <p className="font-medium">No tools yet</p>
              <p className="max-w-sm text-muted-foreground text-sm">
                Add a tool so your operator can look up orders, bookings or stock, or start a
                workflow in your own systems.
              </p>
            </div>
          ) : (
            <ToolsTable tools={tools.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

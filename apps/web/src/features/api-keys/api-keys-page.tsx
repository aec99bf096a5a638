import { AlertCircle, KeyRound } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useApiKeys } from './api/get-api-keys';
import { ApiKeysTable } from './components/api-keys-table';
import { CreateApiKeyDialog } from './components/create-api-key-dialog';

export function ApiKeysPage() {
  const apiKeys = useApiKeys();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="space-y-1">
        <h1 className="font-semibold text-2xl tracking-tight">API Keys</h1>
        <p className="text-muted-foreground">
          API keys are public: you can use them in your frontends, such as your website or app, to
          let customers talk to your operator.
        </p>
      </header>
      <Card>
        {/* The button goes under the title on phones: beside it, both would be squeezed. */}
        <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle>
              <h2>Manage Public API Keys</h2>
            </CardTitle>
            <CardDescription>
              Create a key for each website or app, and delete a key to cut it off.
            </CardDescription>
          </div>
          <CreateApiKeyDialog />
        </CardHeader>
        <CardContent>
          {apiKeys.isPending ? (
            <p role="status" className="py-6 text-center text-muted-foreground text-sm">
              Loading API keys...
            </p>
          ) : apiKeys.isError ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertDescription>Failed to load API keys.</AlertDescription>
            </Alert>
          ) : apiKeys.data.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                <KeyRound className="size-6" aria-hidden />
              </span>
              <p className="text-muted-foreground">No public API keys created</p>
            </div>
          ) : (
            <ApiKeysTable apiKeys={apiKeys.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

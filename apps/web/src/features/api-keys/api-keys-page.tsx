import { KeyRound } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadingText } from '@/components/loading-text';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useApiKeys } from './api/get-api-keys';
import { ApiKeysTable } from './components/api-keys-table';
import { CreateApiKeyDialog } from './components/create-api-key-dialog';

export function ApiKeysPage() {
  const apiKeys = useApiKeys();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader
        title="API Keys"
        description="API keys are public: you can use them in your frontends, such as your website or app, to let customers talk to your operator."
      />
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
          <QueryView
            query={apiKeys}
            loading={<LoadingText className="py-6 text-center">Loading API keys...</LoadingText>}
            error="Failed to load API keys."
            empty={
              <EmptyState icon={KeyRound}>
                <p className="text-muted-foreground">No public API keys created</p>
              </EmptyState>
            }
          >
            {(data) => <ApiKeysTable apiKeys={data} />}
          </QueryView>
        </CardContent>
      </Card>
    </div>
  );
}

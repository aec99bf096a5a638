import type { ListedApiKey } from '@frontdesk/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { LoadingText } from '@/components/loading-text';
import { OptionsSelect } from '@/components/options-select';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';

interface KeyPickerProps {
  apiKeys: UseQueryResult<ListedApiKey[]>;
  /** The key the samples use. */
  chosen: ListedApiKey | undefined;
  onChoose(id: string): void;
  organizationId: string;
}

/** Shows what fills the samples: the chosen public key and the organization's id. */
export function KeyPicker({ apiKeys, chosen, onChoose, organizationId }: KeyPickerProps) {
  return (
    <SectionCard
      title="Your Key and Organization"
      description="Every sample on this page is filled with these, ready to copy."
      contentClassName="grid gap-4 sm:grid-cols-2"
    >
      <div className="grid min-w-0 content-start gap-2">
        <Label htmlFor="docs-api-key">Public API key</Label>
        <QueryView
          query={apiKeys}
          loading={<LoadingText>Loading API keys...</LoadingText>}
          error="Failed to load API keys."
          empty={<NoKey />}
        >
          {(keys) => (
            <OptionsSelect
              id="docs-api-key"
              className="w-full min-w-0"
              options={keys.map((key) => key.id)}
              labels={Object.fromEntries(
                keys.map((key) => [key.id, <KeyOption key={key.id} apiKey={key} />]),
              )}
              value={chosen?.id}
              onChange={onChoose}
              placeholder="Choose a key"
            />
          )}
        </QueryView>
      </div>
      <div className="grid min-w-0 content-start gap-2">
        <Label htmlFor="docs-organization-id">Organization ID</Label>
        <output
          id="docs-organization-id"
          className="block h-9 min-w-0 truncate rounded-md border bg-muted/50 px-3 font-mono text-sm leading-9"
          title={organizationId}
        >
          {organizationId}
        </output>
      </div>
    </SectionCard>
  );
}

/** A key in the list and on the trigger: its name, then its key cut short. */
function KeyOption({ apiKey }: { apiKey: ListedApiKey }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="truncate">{apiKey.name}</span>
      <span className="shrink-0 font-mono text-muted-foreground text-xs">
        {shortKey(apiKey.key)}
      </span>
    </span>
  );
}

/** A key as it is told apart in the list: its start and its end (the samples show it whole). */
function shortKey(key: string): string {
  return key.length > 20 ? `${key.slice(0, 10)}…${key.slice(-4)}` : key;
}

/** The way to a key when there is none yet. */
function NoKey() {
  return (
    <div className="grid gap-2 rounded-md border border-dashed p-3 text-sm">
      <p className="flex items-center gap-2 text-muted-foreground">
        <KeyRound className="size-4 shrink-0" aria-hidden />
        No public API key yet: the samples show a placeholder.
      </p>
      <Button asChild size="sm" variant="outline" className="w-fit">
        <Link to="/dashboard/api-keys">Create an API key</Link>
      </Button>
    </div>
  );
}

import type { ListedApiKey } from '@frontdesk/contracts';
import { DataTable } from '@/components/data-table';
import { TableCell } from '@/components/ui/table';
import { CopyKeyButton } from './copy-key-button';
import { DeleteApiKeyDialog } from './delete-api-key-dialog';

function formatDateTime(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString();
}

function AllowedOrigins({ origins }: { origins: string[] }) {
  if (origins.length === 0) {
    return <p className="mt-1 text-muted-foreground text-xs">Any origin</p>;
  }
  return (
    <div className="mt-1 text-muted-foreground text-xs">
      <p>Allowed origins:</p>
      <ul>
        {origins.map((origin) => (
          <li key={origin} className="[overflow-wrap:anywhere]">
            {origin}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The keys with name, key, creation time and delete. On phones each row stacks its cells (name,
 * key with its copy button, date) beside the delete button, so nothing hides off to the side.
 */
export function ApiKeysTable({ apiKeys }: { apiKeys: ListedApiKey[] }) {
  return (
    <DataTable
      stackOnPhones
      columns={[{ header: 'Name' }, { header: 'Key' }, { header: 'Created At' }]}
      actionsClassName="w-12"
      rows={apiKeys}
      rowKey={(apiKey) => apiKey.id}
      renderCells={(apiKey) => (
        <>
          <TableCell className="whitespace-normal py-3 align-top max-sm:py-1 sm:min-w-40 sm:max-w-xs">
            <p className="break-words font-medium">{apiKey.name}</p>
            {apiKey.description && (
              <p className="break-words text-muted-foreground text-xs">{apiKey.description}</p>
            )}
            <AllowedOrigins origins={apiKey.allowedOrigins} />
          </TableCell>
          <TableCell className="py-3 align-top max-sm:col-start-1 max-sm:py-1">
            <div className="flex min-w-0 items-center gap-1">
              {/* Cut short below md so the copy button stays in view; the title has it whole. */}
              <code
                title={apiKey.key}
                className="min-w-0 truncate rounded bg-muted px-1.5 py-1 font-mono text-xs sm:max-w-[9rem] md:max-w-none"
              >
                {apiKey.key}
              </code>
              <CopyKeyButton apiKey={apiKey.key} name={apiKey.name} />
            </div>
          </TableCell>
          <TableCell className="py-3 align-top text-muted-foreground max-sm:col-start-1 max-sm:py-1 max-sm:text-xs">
            <span className="sm:hidden">Created </span>
            <time dateTime={apiKey.created_at}>{formatDateTime(apiKey.created_at)}</time>
          </TableCell>
        </>
      )}
      renderActions={(apiKey) => <DeleteApiKeyDialog id={apiKey.id} name={apiKey.name} />}
    />
  );
}

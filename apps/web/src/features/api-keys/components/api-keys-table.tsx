import type { ListedApiKey } from '@frontdesk/contracts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { CopyKeyButton } from './copy-key-button';
import { DeleteApiKeyDialog } from './delete-api-key-dialog';

function formatDateTime(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString();
}

/**
 * The keys with name, key, creation time and delete. On phones each row stacks its cells (name,
 * key with its copy button, date) beside the delete button, so nothing hides off to the side.
 */
export function ApiKeysTable({ apiKeys }: { apiKeys: ListedApiKey[] }) {
  return (
    <Table className="sm:min-w-[36rem]">
      <TableHeader className="max-sm:sr-only">
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Key</TableHead>
          <TableHead>Created At</TableHead>
          <TableHead className="w-12">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {apiKeys.map((apiKey) => (
          <TableRow
            key={apiKey.id}
            className="max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-2 max-sm:py-2"
          >
            <TableCell className="whitespace-normal py-3 align-top max-sm:py-1 sm:min-w-40 sm:max-w-xs">
              <p className="break-words font-medium">{apiKey.name}</p>
              {apiKey.description && (
                <p className="break-words text-muted-foreground text-xs">{apiKey.description}</p>
              )}
              {apiKey.allowedOrigins.length > 0 ? (
                <div className="mt-1 text-muted-foreground text-xs">
                  <p>Allowed origins:</p>
                  <ul>
                    {apiKey.allowedOrigins.map((origin) => (
                      <li key={origin} className="[overflow-wrap:anywhere]">
                        {origin}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="mt-1 text-muted-foreground text-xs">Any origin</p>
              )}
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
            <TableCell className="py-2 text-right align-top max-sm:col-start-2 max-sm:row-start-1">
              <DeleteApiKeyDialog id={apiKey.id} name={apiKey.name} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

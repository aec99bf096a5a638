import type { KnowledgeSource } from '@frontdesk/contracts';
import { FileText, Globe } from 'lucide-react';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { TableCell } from '@/components/ui/table';
import { exactTime, relativeTime, scheduleLabels, sourceTypeLabel } from '../source-format';
import { DeleteSourceButton, SyncSourceButton } from './source-actions';
import { SourceState } from './source-status';

function LastSync({ source }: { source: KnowledgeSource }) {
  if (!source.last_synced_at) return <span className="text-muted-foreground">Never</span>;
  return (
    <div className="grid gap-0.5">
      <time dateTime={source.last_synced_at} title={exactTime(source.last_synced_at)}>
        {relativeTime(source.last_synced_at)}
      </time>
      {source.lastSyncSummary && (
        <span className="whitespace-normal text-muted-foreground text-xs">
          {source.lastSyncSummary}
        </span>
      )}
    </div>
  );
}

function NextSync({ source }: { source: KnowledgeSource }) {
  if (source.type === 'file') return <span className="text-muted-foreground">—</span>;
  if (source.schedule === 'off') return <span className="text-muted-foreground">Off</span>;
  // Not planned yet (the first crawl still runs): the schedule alone says when.
  if (!source.next_sync_at) {
    return <span className="text-muted-foreground">{scheduleLabels[source.schedule]}</span>;
  }
  return (
    <div className="grid gap-0.5">
      <time dateTime={source.next_sync_at} title={exactTime(source.next_sync_at)}>
        {relativeTime(source.next_sync_at)}
      </time>
      <span className="text-muted-foreground text-xs">{scheduleLabels[source.schedule]}</span>
    </div>
  );
}

/**
 * The websites and files, each a row whose name opens its pages. On phones the row stacks: the
 * name, its state and its sync times under each other, the actions beside them.
 */
export function SourcesTable({
  sources,
  onOpen,
}: {
  sources: KnowledgeSource[];
  onOpen(source: KnowledgeSource): void;
}) {
  return (
    <DataTable
      stackOnPhones
      className="sm:min-w-[44rem]"
      columns={[
        { header: 'Source' },
        { header: 'Status', className: 'w-44' },
        { header: 'Pages', className: 'w-16 text-right' },
        { header: 'Last sync', className: 'w-36' },
        { header: 'Next sync', className: 'w-28' },
      ]}
      actionsClassName="w-36"
      rows={sources}
      rowKey={(source) => source.id}
      renderCells={(source) => {
        const Icon = source.type === 'website' ? Globe : FileText;
        return (
          <>
            <TableCell className="min-w-0 whitespace-normal py-3 align-top">
              <div className="flex min-w-0 items-start gap-2">
                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <div className="grid min-w-0 justify-items-start">
                  <Button
                    type="button"
                    variant="link"
                    className="h-auto min-w-0 max-w-full justify-start p-0 text-left font-medium text-foreground has-[>svg]:px-0 max-sm:whitespace-normal"
                    aria-haspopup="dialog"
                    title={source.name}
                    onClick={() => onOpen(source)}
                  >
                    <span className="[overflow-wrap:anywhere] max-sm:line-clamp-2 sm:truncate">
                      {source.name}
                    </span>
                  </Button>
                  <span className="text-muted-foreground text-xs">
                    {sourceTypeLabel(source.type)}
                  </span>
                </div>
              </div>
            </TableCell>
            <TableCell className="py-3 align-top max-sm:col-span-2 max-sm:pt-0">
              <SourceState source={source} />
            </TableCell>
            <TableCell className="py-3 align-top tabular-nums sm:text-right max-sm:col-span-2 max-sm:py-0 max-sm:text-muted-foreground max-sm:text-xs">
              <span className="sm:hidden">Pages: </span>
              {source.pages}
            </TableCell>
            <TableCell className="py-3 align-top max-sm:col-span-2 max-sm:py-1 max-sm:text-xs">
              <div className="max-sm:flex max-sm:gap-1">
                <span className="text-muted-foreground sm:hidden">Last sync:</span>
                <LastSync source={source} />
              </div>
            </TableCell>
            <TableCell className="py-3 align-top max-sm:col-span-2 max-sm:py-1 max-sm:text-xs">
              <div className="max-sm:flex max-sm:gap-1">
                <span className="text-muted-foreground sm:hidden">Next sync:</span>
                <NextSync source={source} />
              </div>
            </TableCell>
          </>
        );
      }}
      renderActions={(source) => (
        <div className="flex items-center justify-end gap-1">
          {source.type === 'website' && <SyncSourceButton source={source} />}
          <DeleteSourceButton source={source} />
        </div>
      )}
    />
  );
}

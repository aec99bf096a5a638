import type { KnowledgeSourceDetail, SourcePage, SourcePageStatus } from '@frontdesk/contracts';
import { FileSearch } from 'lucide-react';
import { DataTable } from '@/components/data-table';
import { DialogFrame } from '@/components/dialog-frame';
import { EmptyState } from '@/components/empty-state';
import { QueryView } from '@/components/query-view';
import { TableSkeleton } from '@/components/table-skeleton';
import { Dialog } from '@/components/ui/dialog';
import { TableCell } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { useKnowledgeSource } from '../api/get-knowledge-source';
import { pageStatusText, relativeTime } from '../source-format';
import { SourceState } from './source-status';

const pageStatusStyles: Record<SourcePageStatus, string> = {
  fetched: 'text-emerald-700 dark:text-emerald-400',
  unchanged: 'text-muted-foreground',
  skipped: 'text-amber-700 dark:text-amber-400',
  failed: 'text-destructive',
};

/** '40 fetched · 12 unchanged · 3 skipped': how the pages of the last sync went, at a glance. */
function statusCounts(pages: SourcePage[]): string {
  const counts = new Map<SourcePageStatus, number>();
  for (const page of pages) counts.set(page.status, (counts.get(page.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} ${status}`).join(' · ');
}

/** The page's address, a link for a web page; the lead line when the page has no title. */
function PageAddress({ url, isLead }: { url: string; isLead: boolean }) {
  const className = cn(
    '[overflow-wrap:anywhere]',
    isLead ? 'font-medium' : 'text-muted-foreground text-xs',
  );
  if (!/^https?:\/\//i.test(url)) return <p className={className}>{url}</p>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className={cn(className, 'block underline-offset-2 hover:underline')}
    >
      {url}
    </a>
  );
}

function PagesTable({ pages }: { pages: SourcePage[] }) {
  return (
    <DataTable
      stackOnPhones
      columns={[
        { header: 'Page' },
        { header: 'Status', className: 'w-44' },
        { header: 'Passages', className: 'w-20 text-right' },
      ]}
      rows={pages}
      rowKey={(page) => page.url}
      renderCells={(page) => (
        <>
          <TableCell className="min-w-0 whitespace-normal py-2 align-top">
            {page.title && <p className="font-medium [overflow-wrap:anywhere]">{page.title}</p>}
            <PageAddress url={page.url} isLead={!page.title} />
          </TableCell>
          <TableCell
            className={cn(
              'whitespace-normal py-2 align-top text-sm max-sm:col-span-2 max-sm:pt-0',
              pageStatusStyles[page.status],
            )}
          >
            {pageStatusText(page)}
            {page.fetched_at && (
              <span className="block text-muted-foreground text-xs">
                {relativeTime(page.fetched_at)}
              </span>
            )}
          </TableCell>
          <TableCell className="py-2 align-top tabular-nums max-sm:hidden sm:text-right">
            {page.passages}
          </TableCell>
        </>
      )}
    />
  );
}

function SourceDetailBody({ source }: { source: KnowledgeSourceDetail }) {
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SourceState source={source} />
        {source.pageList.length > 0 && (
          <p className="text-muted-foreground text-sm">{statusCounts(source.pageList)}</p>
        )}
      </div>
      {source.pageList.length === 0 ? (
        <EmptyState
          icon={FileSearch}
          title="No pages yet"
          description="Pages show here as they are read."
          className="py-8"
        />
      ) : (
        <PagesTable pages={source.pageList} />
      )}
    </div>
  );
}

/** A source's pages, each with what happened to it (fetched, unchanged, skipped or failed, why). */
export function SourcePagesDialog({
  sourceId,
  open,
  name,
  onClose,
}: {
  sourceId: string | null;
  open: boolean;
  name: string;
  onClose(): void;
}) {
  const source = useKnowledgeSource(sourceId, open);
  return (
    <Dialog open={open && sourceId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title={<span className="[overflow-wrap:anywhere]">{name}</span>}
        description="Every page of this source and what happened to it on the last sync."
        className="sm:max-w-3xl"
      >
        <div className="min-w-0">
          <QueryView
            query={source}
            loading={
              <TableSkeleton
                label="Loading pages..."
                leadClassName="flex-1"
                lines={['h-4 w-2/3', 'h-3 w-full']}
                cells={['h-4 w-24']}
              />
            }
            error="Failed to load the pages of this source."
          >
            {(detail) => <SourceDetailBody source={detail} />}
          </QueryView>
        </div>
      </DialogFrame>
    </Dialog>
  );
}

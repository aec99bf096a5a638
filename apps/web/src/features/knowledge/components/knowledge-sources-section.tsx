import type { KnowledgeSource } from '@frontdesk/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LimitReachedButton } from '@/components/plan-upgrade';
import { QueryView } from '@/components/query-view';
import { TableSkeleton } from '@/components/table-skeleton';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AddWebsiteDialog } from './add-website-dialog';
import { SourcePagesDialog } from './source-pages-dialog';
import { SourcesTable } from './sources-table';
import { UploadFileDialog } from './upload-file-dialog';

function describe(sources: KnowledgeSource[] | undefined): string {
  if (!sources || sources.length === 0)
    return 'Your website and documents, read into knowledge and kept in sync.';
  const websites = sources.filter((source) => source.type === 'website').length;
  const files = sources.length - websites;
  return `${websites} ${websites === 1 ? 'website' : 'websites'}, ${files} ${files === 1 ? 'file' : 'files'}`;
}

interface KnowledgeSourcesSectionProps {
  /** The page's query of the sources (it counts them against the plan too). */
  sources: UseQueryResult<KnowledgeSource[]>;
  /** The plan allows no more content: a source counts as one. */
  isHeldBack: boolean;
}

/**
 * 'Websites and files': the sources knowledge is read from besides the snippets, their crawl
 * progress while it runs, and each one's pages in a dialog.
 */
export function KnowledgeSourcesSection({ sources, isHeldBack }: KnowledgeSourcesSectionProps) {
  // The opened source stays after closing, so the dialog keeps its title while it fades out.
  const [opened, setOpened] = useState<KnowledgeSource | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  return (
    <>
      {/* A SectionCard's shape, but its two buttons go under the heading on a phone. */}
      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle>
              <h2>Websites and files</h2>
            </CardTitle>
            <CardDescription>{describe(sources.data)}</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2 sm:justify-end">
            {isHeldBack ? (
              <>
                <LimitReachedButton label="Add website" reason="Content limit reached" />
                <LimitReachedButton label="Upload file" reason="Content limit reached" />
              </>
            ) : (
              <>
                <AddWebsiteDialog />
                <UploadFileDialog />
              </>
            )}
          </div>
        </CardHeader>
        <CardContent>
          <QueryView
            query={sources}
            loading={
              <TableSkeleton
                label="Loading websites and files..."
                leadClassName="flex-1"
                lines={['h-4 w-2/3', 'h-3 w-16']}
                cells={['h-5 w-20', 'hidden h-4 w-24 sm:block', 'size-8']}
              />
            }
            error="Failed to load websites and files."
            empty={
              <EmptyState
                icon={Globe}
                title="No websites or files yet"
                description="Add your website or upload a document (PDF, DOCX, HTML, Markdown, TXT, CSV): your operator reads it and keeps it in sync."
              />
            }
          >
            {(list) => (
              <SourcesTable
                sources={list}
                onOpen={(source) => {
                  setOpened(source);
                  setIsOpen(true);
                }}
              />
            )}
          </QueryView>
        </CardContent>
      </Card>
      <SourcePagesDialog
        sourceId={opened?.id ?? null}
        open={isOpen}
        name={opened?.name ?? ''}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}

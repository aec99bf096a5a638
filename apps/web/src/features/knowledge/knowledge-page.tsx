import { BookOpen } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { TableSkeleton } from '@/components/table-skeleton';
import { useContents } from './api/get-contents';
import { AddContentDialog } from './components/add-content-dialog';
import { ContentsTable } from './components/contents-table';

export function KnowledgePage() {
  const contents = useContents();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader
        title="Knowledge"
        description="The texts your AI operator answers from: FAQs, policies, product and service details."
      />
      <SectionCard
        title="Knowledge base"
        description={
          contents.data
            ? `${contents.data.length} ${contents.data.length === 1 ? 'item' : 'items'}`
            : 'Everything your operator knows about your business.'
        }
        action={<AddContentDialog />}
      >
        <QueryView
          query={contents}
          loading={
            <TableSkeleton
              label="Loading knowledge content..."
              leadClassName="flex-1"
              lines={['h-4 w-full', 'h-4 w-2/3']}
              cells={['hidden h-4 w-28 sm:block', 'size-8']}
            />
          }
          error="Failed to load knowledge content."
          empty={
            <EmptyState
              icon={BookOpen}
              title="No knowledge content yet"
              description="Add the answers to the questions your customers ask most, so your operator can answer them too."
            />
          }
        >
          {(items) => <ContentsTable items={items} />}
        </QueryView>
      </SectionCard>
    </div>
  );
}

import { BookOpen, FlaskConical, MessageCircleQuestionMark } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { LimitReachedButton, UpgradePrompt } from '@/components/plan-upgrade';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { type AddAllowance, addAllowance, useFeatures } from '@/hooks/use-features';
import { useContents } from './api/get-contents';
import { useKnowledgeSources } from './api/get-knowledge-sources';
import { AddContentDialog } from './components/add-content-dialog';
import { ContentsTable } from './components/contents-table';
import { KnowledgeSourcesSection } from './components/knowledge-sources-section';

export function KnowledgePage() {
  const contents = useContents();
  const sources = useKnowledgeSources();
  const features = useFeatures();
  // A website or a file counts as one content, as the server counts it.
  const contentCount =
    contents.data === undefined ? undefined : contents.data.length + (sources.data?.length ?? 0);
  const allowance = addAllowance(features, 'contents', contentCount);
  const isHeldBack = allowance.kind === 'missing' || allowance.kind === 'limit';

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader
        title="Knowledge"
        description="The texts your AI operator answers from: FAQs, policies, product and service details."
      />
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/knowledge/tests">
            <FlaskConical aria-hidden />
            Answer tests
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/knowledge/gaps">
            <MessageCircleQuestionMark aria-hidden />
            Unanswered questions
          </Link>
        </Button>
      </div>
      {features.error && <ErrorAlert>{features.error}</ErrorAlert>}
      <KnowledgeUpgradePrompt allowance={allowance} />
      <SectionCard
        title="Knowledge base"
        description={
          contents.data
            ? `${contents.data.length} ${contents.data.length === 1 ? 'item' : 'items'}`
            : 'Everything your operator knows about your business.'
        }
        action={
          isHeldBack ? (
            <LimitReachedButton label="Add Content" reason="Content limit reached" />
          ) : (
            <AddContentDialog />
          )
        }
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
      <KnowledgeSourcesSection sources={sources} isHeldBack={isHeldBack} />
    </div>
  );
}

/** Why the plan holds adding back, with the way to Billing & Usage; nothing while it does not. */
function KnowledgeUpgradePrompt({ allowance }: { allowance: AddAllowance }) {
  if (allowance.kind === 'missing') {
    return (
      <UpgradePrompt title="Your plan does not include knowledge">
        Upgrade your plan to give your operator the texts it answers from.
      </UpgradePrompt>
    );
  }
  if (allowance.kind === 'limit') {
    return (
      <UpgradePrompt title="Knowledge limit reached">
        {`Your plan includes ${allowance.max} knowledge ${allowance.max === 1 ? 'item' : 'items'}. Upgrade your plan to add more.`}
      </UpgradePrompt>
    );
  }
  return null;
}

import type { KnowledgeGap } from '@frontdesk/contracts';
import { CircleCheck, MessageCircleQuestionMark } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BackLink } from '@/components/back-link';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { TableSkeleton } from '@/components/table-skeleton';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useCheckGap, useDismissGap, useKnowledgeGaps } from './api/knowledge-gaps';
import { checkedText } from './asked-ago';
import { type AddAnswerProps, GapCard } from './components/gap-card';

export type { AddAnswerProps } from './components/gap-card';

interface KnowledgeGapsPageProps {
  /** The knowledge feature's add-content form, handed over by the app (features stay apart). */
  AddAnswer: (props: AddAnswerProps) => React.ReactNode;
}

/**
 * Unanswered questions (issue 25): what customers asked that the operator could not answer,
 * grouped, most asked first. An added answer is checked at once: the group's questions are asked
 * again and the page says how many now get an answer; answered groups leave the list.
 */
export function KnowledgeGapsPage({ AddAnswer }: KnowledgeGapsPageProps) {
  const gaps = useKnowledgeGaps();
  const dismiss = useDismissGap();
  const check = useCheckGap();
  const [outcome, setOutcome] = useState<string | null>(null);

  function onAdded(group: KnowledgeGap) {
    setOutcome(null);
    check.mutate(group.id, {
      onSuccess: (result) => setOutcome(checkedText(result)),
      onError: () => toast.error('Could not ask the questions again'),
    });
  }

  function onDismiss(group: KnowledgeGap) {
    dismiss.mutate(group.id, {
      onSuccess: () => toast.success('Dismissed until it is asked again'),
      onError: () => toast.error('Failed to dismiss the question'),
    });
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <BackLink to="/dashboard/knowledge">Knowledge</BackLink>
      <PageHeader
        title="Unanswered questions"
        description="What customers asked that your operator could not answer, marked 'Not helpful', or handed to a person. The same question in other words is one group."
      />
      {check.isPending && (
        <p role="status" className="text-muted-foreground text-sm">
          Asking the questions again...
        </p>
      )}
      {outcome && (
        <Alert role="status">
          <CircleCheck aria-hidden />
          <AlertDescription>{outcome}</AlertDescription>
        </Alert>
      )}
      <QueryView
        query={gaps}
        loading={
          <TableSkeleton
            label="Loading unanswered questions..."
            leadClassName="flex-1"
            lines={['h-4 w-full', 'h-4 w-2/3']}
            cells={['hidden h-4 w-28 sm:block']}
          />
        }
        error="Failed to load unanswered questions."
      >
        {({ groups }) =>
          groups.length === 0 ? (
            <EmptyState
              icon={MessageCircleQuestionMark}
              title="No unanswered questions."
              description="When customers ask something your operator cannot answer, it shows up here."
            />
          ) : (
            <ul className="space-y-3" aria-label="Unanswered questions">
              {groups.map((group) => (
                <GapCard
                  key={group.id}
                  group={group}
                  AddAnswer={AddAnswer}
                  onAdded={onAdded}
                  onDismiss={onDismiss}
                  isDismissing={dismiss.isPending && dismiss.variables === group.id}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}

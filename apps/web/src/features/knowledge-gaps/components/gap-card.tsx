import type { KnowledgeGap } from '@frontdesk/contracts';
import { useState } from 'react';
import { RequirePermission } from '@/components/permission-gate';
import { Button } from '@/components/ui/button';
import { askedAgo } from '../asked-ago';

/** Questions a group shows before 'Show all'. */
const FIRST_FEW = 3;

/** The add-content form, opened from a group with its text filled in (composed by the app). */
export interface AddAnswerProps {
  initialText?: string;
  trigger: React.ReactElement<{ disabled?: boolean }>;
  onAdded: () => void;
}

interface GapCardProps {
  group: KnowledgeGap;
  AddAnswer: (props: AddAnswerProps) => React.ReactNode;
  onAdded: (group: KnowledgeGap) => void;
  onDismiss: (group: KnowledgeGap) => void;
  isDismissing: boolean;
}

/** One group of unanswered questions: what was asked, how often, when, and what to do about it. */
export function GapCard({ group, AddAnswer, onAdded, onDismiss, isDismissing }: GapCardProps) {
  const [showsAll, setShowsAll] = useState(false);
  const shown = showsAll ? group.questions : group.questions.slice(0, FIRST_FEW);
  const title = group.questions[0]?.text ?? '';
  return (
    <li className="rounded-lg border bg-card p-4" aria-label={title}>
      <ul className="space-y-1.5">
        {shown.map((question, i) => (
          <li key={`${question.conversationId}-${i}`} className="break-words text-sm">
            <span aria-hidden className="text-muted-foreground">
              “
            </span>
            {question.text}
            <span aria-hidden className="text-muted-foreground">
              ”
            </span>
          </li>
        ))}
      </ul>
      {group.questions.length > FIRST_FEW && (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={() => setShowsAll((all) => !all)}
        >
          {showsAll ? 'Show fewer' : 'Show all'}
        </Button>
      )}
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">
          {group.count === 1 ? 'Asked once' : `Asked ${group.count} times`}
          {' · last '}
          <time dateTime={group.lastAskedAt} title={new Date(group.lastAskedAt).toLocaleString()}>
            {askedAgo(group.lastAskedAt)}
          </time>
        </p>
        <div className="flex gap-2">
          {/* The add-content form checks its own permission on its trigger. */}
          <AddAnswer
            initialText={group.suggestedAnswer ?? undefined}
            trigger={<Button size="sm">Add answer</Button>}
            onAdded={() => onAdded(group)}
          />
          <RequirePermission permission="knowledge.write">
            <Button
              size="sm"
              variant="outline"
              disabled={isDismissing}
              onClick={() => onDismiss(group)}
            >
              Dismiss
            </Button>
          </RequirePermission>
        </div>
      </div>
    </li>
  );
}

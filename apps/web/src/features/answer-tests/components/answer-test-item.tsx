import type { AnswerTest } from '@frontdesk/contracts';
import { CircleCheck, CircleX } from 'lucide-react';
import { toast } from 'sonner';
import { expectationLabels, snippetLabel } from '@/components/answer-test-fields';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { RequirePermission } from '@/components/permission-gate';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDeleteAnswerTest } from '../api/answer-tests';

/** Passed before, fails now: what a change broke. */
export const isNewlyFailing = (test: AnswerTest) =>
  test.lastResult !== null && !test.lastResult.passed && test.lastResult.previouslyPassed === true;

/** The expectation in words: 'Contains "$120"', 'Cites "Our rooms…"', 'Says it has no answer'. */
function expectationInWords(test: AnswerTest, snippetText: string | undefined) {
  if (test.expectation === 'contains') return `Contains "${test.text ?? ''}"`;
  if (test.expectation === 'cites') {
    if (!test.contentId) return 'Cites a snippet that was deleted';
    return snippetText ? `Cites "${snippetLabel(snippetText)}"` : 'Cites a snippet';
  }
  return expectationLabels[test.expectation];
}

/** One test: its question, what it expects, and the latest verdict with why it failed. */
export function AnswerTestItem({
  test,
  snippetText,
}: {
  test: AnswerTest;
  /** The cited snippet's text, when the test cites one. */
  snippetText?: string;
}) {
  const remove = useDeleteAnswerTest();
  const result = test.lastResult;
  return (
    <li
      aria-label={test.question}
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start"
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          {isNewlyFailing(test) && <Badge variant="destructive">Newly failing</Badge>}
          {result === null ? (
            <Badge variant="outline">Not run yet</Badge>
          ) : result.passed ? (
            <Badge
              variant="outline"
              className="border-emerald-300 text-emerald-700 dark:text-emerald-400"
            >
              <CircleCheck aria-hidden />
              Passed
            </Badge>
          ) : (
            <Badge variant="outline" className="border-destructive/40 text-destructive">
              <CircleX aria-hidden />
              Failed
            </Badge>
          )}
        </div>
        <p className="break-words font-medium">{test.question}</p>
        <p className="break-words text-muted-foreground text-sm">
          {expectationInWords(test, snippetText)}
        </p>
        {result && !result.passed && result.reason && (
          <p className="break-words text-destructive text-sm">{result.reason}</p>
        )}
        {result?.answer && (
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">
              The operator's answer
            </summary>
            <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-muted px-3 py-2">
              {result.answer}
            </p>
          </details>
        )}
      </div>
      <ConfirmActionDialog
        trigger={
          <RequirePermission permission="knowledge.write">
            <Button variant="outline" size="sm" className="self-start">
              Delete
            </Button>
          </RequirePermission>
        }
        title="Delete this answer test?"
        description={`"${test.question}" will no longer be checked.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={(close) =>
          remove.mutate(test.id, {
            onSuccess: () => {
              toast.success('Answer test deleted');
              close();
            },
            onError: () => toast.error('Failed to delete the answer test'),
          })
        }
      />
    </li>
  );
}

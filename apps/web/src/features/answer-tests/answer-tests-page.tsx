import type { AnswerTest } from '@frontdesk/contracts';
import { FlaskConical, Play } from 'lucide-react';
import { toast } from 'sonner';
import { BackLink } from '@/components/back-link';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { RequirePermission } from '@/components/permission-gate';
import { QueryView } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import {
  type AnswerTestList,
  useAnswerTests,
  useRunAnswerTests,
  useSnippets,
} from './api/answer-tests';
import { AddAnswerTestForm } from './components/add-answer-test-form';
import { AnswerTestItem, isNewlyFailing } from './components/answer-test-item';

const lastRunFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Newly failing first, then the rest that fail, those not run yet, and those that pass. */
function rankOf(test: AnswerTest): number {
  if (isNewlyFailing(test)) return 0;
  if (test.lastResult === null) return 2;
  return test.lastResult.passed ? 3 : 1;
}

/** 'n passed, m failed', and when: what the latest run (by hand or by itself) found. */
function runSummary({ results, lastRunAt }: AnswerTestList): string {
  const run = results.filter((test) => test.lastResult !== null);
  if (run.length === 0 || !lastRunAt)
    return 'Not run yet. Tests also run by themselves after every change to knowledge or configuration.';
  const passed = run.filter((test) => test.lastResult?.passed).length;
  const newly = results.filter(isNewlyFailing).length;
  return [
    `${passed} passed, ${run.length - passed} failed`,
    newly > 0 ? `, ${newly} newly failing` : '',
    `. Last run ${lastRunFormat.format(new Date(lastRunAt))}.`,
  ].join('');
}

/** What the operator must answer, checked on the current knowledge and configuration. */
export function AnswerTestsPage() {
  const tests = useAnswerTests();
  const snippets = useSnippets();
  const run = useRunAnswerTests();
  const snippetTexts = new Map(snippets.data?.map((snippet) => [snippet.id, snippet.text]));

  const runTests = () =>
    run.mutate(undefined, {
      onSuccess: ({ passed, failed }) => toast.success(`${passed} passed, ${failed} failed`),
      onError: (error) => toast.error(errorMessage(error, 'The answer tests could not run')),
    });

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <div className="space-y-2">
        <BackLink to="/dashboard/knowledge" className="-ml-2">
          Knowledge
        </BackLink>
        <PageHeader
          title="Answer tests"
          description="Questions your operator must answer in a certain way. They run on the current knowledge and configuration, and again by themselves after every change."
        />
      </div>
      <SectionCard
        title="Tests"
        description={tests.data ? runSummary(tests.data) : 'Loading answer tests...'}
        action={
          <RequirePermission permission="knowledge.write">
            <Button
              onClick={runTests}
              disabled={run.isPending || tests.data?.results.length === 0}
              size="sm"
            >
              <Play aria-hidden />
              {run.isPending ? 'Running...' : 'Run tests'}
            </Button>
          </RequirePermission>
        }
      >
        <QueryView
          query={tests}
          loading={
            <TableSkeleton
              label="Loading answer tests..."
              leadClassName="flex-1"
              lines={['h-4 w-full', 'h-4 w-2/3']}
              cells={['size-8']}
            />
          }
          error="Failed to load the answer tests."
        >
          {(list) =>
            list.results.length === 0 ? (
              <EmptyState
                icon={FlaskConical}
                description="No answer tests yet. Add one, or save one from a conversation in review."
              />
            ) : (
              <ul aria-label="Answer tests" className="grid gap-3">
                {[...list.results]
                  .sort((a, b) => rankOf(a) - rankOf(b))
                  .map((test) => (
                    <AnswerTestItem
                      key={test.id}
                      test={test}
                      snippetText={test.contentId ? snippetTexts.get(test.contentId) : undefined}
                    />
                  ))}
              </ul>
            )
          }
        </QueryView>
      </SectionCard>
      <SectionCard
        title="Add a test"
        description="A question your customers ask, and what the operator must do with it."
      >
        <AddAnswerTestForm />
      </SectionCard>
    </div>
  );
}

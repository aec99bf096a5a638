import { AlertCircle, BookOpen } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useContents } from './api/get-contents';
import { AddContentDialog } from './components/add-content-dialog';
import { ContentsTable } from './components/contents-table';

function LoadingRows() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading knowledge content...</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-start gap-4 border-b pb-3 last:border-0">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
          <Skeleton className="hidden h-4 w-28 sm:block" />
          <Skeleton className="size-8" />
        </div>
      ))}
    </div>
  );
}

export function KnowledgePage() {
  const contents = useContents();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="space-y-1">
        <h1 className="font-semibold text-2xl tracking-tight">Knowledge</h1>
        <p className="text-muted-foreground">
          The texts your AI operator answers from: FAQs, policies, product and service details.
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Knowledge base</h2>
          </CardTitle>
          <CardDescription>
            {contents.data
              ? `${contents.data.length} ${contents.data.length === 1 ? 'item' : 'items'}`
              : 'Everything your operator knows about your business.'}
          </CardDescription>
          <CardAction>
            <AddContentDialog />
          </CardAction>
        </CardHeader>
        <CardContent>
          {contents.isPending ? (
            <LoadingRows />
          ) : contents.isError ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertDescription>Failed to load knowledge content.</AlertDescription>
            </Alert>
          ) : contents.data.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                <BookOpen className="size-6" aria-hidden />
              </span>
              <p className="font-medium">No knowledge content yet</p>
              <p className="max-w-sm text-muted-foreground text-sm">
                Add the answers to the questions your customers ask most, so your operator can
                answer them too.
              </p>
            </div>
          ) : (
            <ContentsTable items={contents.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

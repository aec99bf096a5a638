import type { KnowledgeSource, KnowledgeSourceStatus } from '@frontdesk/contracts';
import { AlertTriangle, CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { isSourceRunning } from '../api/source-status';
import { sourceStatusLabels } from '../source-format';

const badgeStyles: Record<KnowledgeSourceStatus, string> = {
  queued: 'border-transparent bg-muted text-muted-foreground',
  crawling: 'border-transparent bg-primary/10 text-primary',
  ready: 'border-transparent bg-emerald-500/10 text-emerald-700 dark:text-emerald-400',
  failed: 'border-transparent bg-destructive/10 text-destructive',
};

const badgeIcons = {
  queued: Clock,
  crawling: Loader2,
  ready: CheckCircle2,
  failed: XCircle,
} as const;

export function SourceStatusBadge({ status }: { status: KnowledgeSourceStatus }) {
  const Icon = badgeIcons[status];
  return (
    <Badge variant="outline" className={badgeStyles[status]}>
      <Icon aria-hidden className={cn(status === 'crawling' && 'animate-spin')} />
      {sourceStatusLabels[status]}
    </Badge>
  );
}

/** 'pagesDone of pagesFound pages' as a bar, while a crawl runs. */
export function SourceProgress({ source }: { source: KnowledgeSource }) {
  const { pagesDone, pagesFound } = source;
  const percent = pagesFound > 0 ? Math.min(100, Math.round((pagesDone / pagesFound) * 100)) : 0;
  const text =
    source.status === 'queued' && pagesFound === 0
      ? 'Waiting to start'
      : pagesFound === 0
        ? 'Looking for pages...'
        : `${pagesDone} of ${pagesFound} pages`;
  return (
    <div className="grid w-full max-w-48 gap-1">
      <Progress value={percent} aria-label={`Progress of ${source.name}`} aria-valuetext={text} />
      <span className="text-muted-foreground text-xs tabular-nums">{text}</span>
    </div>
  );
}

/**
 * A source's state in one place: the badge, the progress while it runs, and what the last sync
 * could not do ('Found 740 pages; your plan allows 500') or why it failed.
 */
export function SourceState({ source }: { source: KnowledgeSource }) {
  return (
    <div className="grid justify-items-start gap-1.5">
      <SourceStatusBadge status={source.status} />
      {isSourceRunning(source) && <SourceProgress source={source} />}
      {source.message && (
        <p
          className={cn(
            'flex max-w-64 items-start gap-1 whitespace-normal text-xs',
            source.status === 'failed' ? 'text-destructive' : 'text-amber-700 dark:text-amber-400',
          )}
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-3 shrink-0" />
          {source.message}
        </p>
      )}
    </div>
  );
}

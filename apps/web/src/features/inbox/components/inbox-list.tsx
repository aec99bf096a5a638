import type { InboxConversation, InboxView } from '@frontdesk/contracts';
import { Inbox } from 'lucide-react';
import { ErrorAlert } from '@/components/error-alert';
import { channelLabel } from '@/components/thread-message';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useInboxList } from '../api/inbox-queries';
import { preview, useNow, waitingLabel } from '../format';

const emptyTexts: Record<InboxView, string> = {
  waiting: 'No one is waiting.',
  mine: 'No conversations are assigned to you.',
  all: 'No conversations with your team yet.',
};

const statusLabels = { ai: 'AI', waiting: 'Waiting', human: 'Taken', resolved: 'Resolved' };

function InboxRow({
  conversation,
  isSelected,
  now,
  onSelect,
}: {
  conversation: InboxConversation;
  isSelected: boolean;
  now: number;
  onSelect(): void;
}) {
  const { customerName, lastMessage, waitingSince, status, assigneeName } = conversation;
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={isSelected ? 'true' : undefined}
        className={cn(
          'grid w-full gap-1 border-b px-4 py-3 text-left transition-colors hover:bg-accent/60 focus-visible:bg-accent focus-visible:outline-none',
          isSelected && 'bg-accent',
        )}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-medium text-sm">{customerName || 'Visitor'}</span>
          <Badge variant="outline" className="shrink-0">
            {channelLabel(conversation.channel)}
          </Badge>
        </span>
        <span className="truncate text-muted-foreground text-sm">
          {lastMessage ? preview(lastMessage.content) : 'No messages yet'}
        </span>
        <span className="flex flex-wrap items-center gap-2 text-xs">
          {status === 'waiting' && waitingSince ? (
            <span className="font-medium text-amber-700 dark:text-amber-400">
              {waitingLabel(waitingSince, now)}
            </span>
          ) : (
            <span className="text-muted-foreground">
              {status === 'human' && assigneeName ? `with ${assigneeName}` : statusLabels[status]}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div role="status" className="grid">
      <span className="sr-only">Loading the inbox...</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="grid gap-2 border-b px-4 py-3">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-3 w-20" />
        </div>
      ))}
    </div>
  );
}

interface InboxListProps {
  view: InboxView;
  selectedId: string | null;
  onSelect(id: string): void;
}

/** One tab's conversations, the one open highlighted; longest waiting first as the server sorts. */
export function InboxList({ view, selectedId, onSelect }: InboxListProps) {
  const list = useInboxList(view);
  const now = useNow();

  if (list.isPending) return <ListSkeleton />;
  if (list.isError) {
    return (
      <div className="grid gap-3 p-4">
        <ErrorAlert>The inbox could not be loaded.</ErrorAlert>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => list.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (list.data.results.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <Inbox className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-muted-foreground text-sm">{emptyTexts[view]}</p>
      </div>
    );
  }
  return (
    <ul aria-label="Conversations">
      {list.data.results.map((conversation) => (
        <InboxRow
          key={conversation.id}
          conversation={conversation}
          isSelected={conversation.id === selectedId}
          now={now}
          onSelect={() => onSelect(conversation.id)}
        />
      ))}
    </ul>
  );
}

import type { ConversationSummary } from '@frontdesk/contracts';
import { Inbox, SearchX } from 'lucide-react';
import { ErrorAlert } from '@/components/error-alert';
import { IconTile } from '@/components/icon-tile';
import { LoadingText } from '@/components/loading-text';
import { Button } from '@/components/ui/button';
import type { ConversationAction } from './confirm-conversation-action';
import { ConversationListItem } from './conversation-list-item';

interface ConversationListProps {
  conversations: ConversationSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFiltered: boolean;
  showsArchived: boolean;
  selectedId: string | null;
  onSelect(id: string): void;
  onAction(action: ConversationAction, id: string): void;
  onRetry(): void;
  onClearFilters(): void;
}

function EmptyState({
  isFiltered,
  showsArchived,
  onClearFilters,
}: Pick<ConversationListProps, 'isFiltered' | 'showsArchived' | 'onClearFilters'>) {
  const Icon = isFiltered ? SearchX : Inbox;
  const title = isFiltered
    ? showsArchived
      ? 'No archived conversations found'
      : 'No conversations match these filters'
    : 'No conversations yet';
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <IconTile icon={Icon} className="rounded-full" />
      <p className="font-medium text-sm">{title}</p>
      <p className="max-w-xs text-muted-foreground text-xs">
        {isFiltered
          ? 'Try another conversation ID or a wider date range.'
          : 'When customers talk to your operator through the API or the React chat component, their conversations show up here.'}
      </p>
      {isFiltered && (
        <Button variant="outline" size="sm" className="mt-2" onClick={onClearFilters}>
          Clear filters
        </Button>
      )}
    </div>
  );
}

/** The conversations column: newest first, with its loading, error and empty states. */
export function ConversationList({
  conversations,
  isPending,
  isError,
  isFiltered,
  showsArchived,
  selectedId,
  onSelect,
  onAction,
  onRetry,
  onClearFilters,
}: ConversationListProps) {
  if (isPending) {
    return <LoadingText className="px-4 py-10 text-center">Loading conversations...</LoadingText>;
  }
  if (isError || !conversations) {
    return (
      <div className="grid gap-3 p-3">
        <ErrorAlert>Failed to load conversations.</ErrorAlert>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (conversations.length === 0) {
    return (
      <EmptyState
        isFiltered={isFiltered}
        showsArchived={showsArchived}
        onClearFilters={onClearFilters}
      />
    );
  }
  return (
    <ul aria-label="Conversations" className="grid gap-1 p-2">
      {conversations.map((conversation) => (
        <ConversationListItem
          key={conversation.id}
          conversation={conversation}
          isSelected={conversation.id === selectedId}
          canArchive={!showsArchived}
          onSelect={onSelect}
          onAction={onAction}
        />
      ))}
    </ul>
  );
}

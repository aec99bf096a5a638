import { GripVertical } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useIsMobile } from '@/hooks/use-mobile';
import { useConversations } from './api/get-conversations';
import {
  ConfirmConversationAction,
  type ConversationAction,
  type PendingAction,
} from './components/confirm-conversation-action';
import { ConversationFilters } from './components/conversation-filters';
import { ConversationList } from './components/conversation-list';
import { ExportConversationsButton } from './components/export-conversations-button';
import { FigureFilterChips } from './components/figure-filter-chips';
import { MessagePane } from './components/message-pane';
import {
  hasActiveFilters,
  SELECTED_PARAM,
  serverFilters,
  useConversationFilters,
  writeFilters,
} from './conversation-filters-state';

/**
 * Conversation review: the list on the left, the selected conversation on the right, filters and
 * selection in the address so that a view can be bookmarked or shared. Below 768 px the two
 * stack: the list first, the conversation in its place with a way back.
 */
export function ConversationsPage() {
  const isMobile = useIsMobile();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useConversationFilters();
  const appliedForServer = serverFilters(filters.applied);
  const list = useConversations(appliedForServer);
  const [pendingAction, setPendingAction] = useState<PendingAction | null>(null);

  const selectedId = searchParams.get(SELECTED_PARAM) || null;
  const conversations = list.data?.results;
  const firstId = conversations?.[0]?.id;
  const showsArchived = filters.applied.archived === 'true';

  const { takePending, isPending: isFilterPending } = filters;
  const select = (id: string | null, replace = false) => {
    const pendingFilters = takePending();
    setSearchParams(
      (current) => {
        const next = pendingFilters
          ? writeFilters(current, pendingFilters)
          : new URLSearchParams(current);
        if (id) next.set(SELECTED_PARAM, id);
        else next.delete(SELECTED_PARAM);
        return next;
      },
      { replace },
    );
  };

  // The first conversation opens by itself, but only once the list matches the filters (not the
  // previous results kept on screen while new ones load, nor while a filter change waits). On a
  // phone the list is the starting point, so nothing opens until a conversation is tapped.
  useEffect(() => {
    if (isMobile || selectedId !== null || !firstId || list.isPlaceholderData) return;
    if (isFilterPending()) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SELECTED_PARAM, firstId);
        return next;
      },
      { replace: true },
    );
  }, [isMobile, selectedId, firstId, list.isPlaceholderData, isFilterPending, setSearchParams]);

  const requestAction = useCallback((action: ConversationAction, conversationId: string) => {
    setPendingAction({ action, conversationId });
  }, []);

  const actionDone = ({ conversationId }: PendingAction) => {
    if (conversationId === selectedId) select(null, true);
  };

  const listPanel = (
    <ConversationList
      conversations={conversations}
      isPending={list.isPending}
      isError={list.isError}
      isFiltered={hasActiveFilters(filters.applied)}
      showsArchived={showsArchived}
      selectedId={selectedId}
      onSelect={(id) => select(id)}
      onAction={requestAction}
      onRetry={() => list.refetch()}
      onClearFilters={filters.clear}
    />
  );

  const filterBar = (
    <div className="grid gap-3">
      <ConversationFilters
        filters={filters.draft}
        onChange={filters.update}
        onClear={filters.clear}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <FigureFilterChips filters={filters.draft} onChange={filters.update} />
        <div className="ml-auto">
          <ExportConversationsButton filters={appliedForServer} />
        </div>
      </div>
    </div>
  );

  const count = conversations?.length;
  // Past the list's bound the server says how many match: a dashboard figure's exact count.
  const total = list.data?.total ?? count;
  const listHeading = (
    <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
      <h2 className="font-medium text-sm">{showsArchived ? 'Archived' : 'Conversations'}</h2>
      {count !== undefined && (
        <span className="text-muted-foreground text-xs" aria-live="polite">
          {total !== undefined && total > count
            ? `${count} of ${total} conversations`
            : count === 1
              ? '1 conversation'
              : `${count} conversations`}
        </span>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-4 md:h-[calc(100svh-6.5rem)]">
      <PageHeader
        title="Conversations"
        description="Review what your customers asked and how your operator answered."
      />

      {isMobile ? (
        selectedId ? (
          <div className="rounded-xl border bg-card">
            <MessagePane
              conversationId={selectedId}
              onAction={requestAction}
              onBack={() => select(null)}
            />
          </div>
        ) : (
          <>
            {filterBar}
            <div className="rounded-xl border bg-card">
              {listHeading}
              {listPanel}
            </div>
          </>
        )
      ) : (
        <>
          {filterBar}
          <Group
            orientation="horizontal"
            className="min-h-0 flex-1 overflow-hidden rounded-xl border bg-card"
          >
            <Panel id="conversation-list" defaultSize="30%" minSize="20%" maxSize="40%">
              <div className="flex h-full flex-col">
                {listHeading}
                <div className="min-h-0 flex-1 overflow-y-auto">{listPanel}</div>
              </div>
            </Panel>
            <Separator
              aria-label="Resize the conversation list"
              className="relative flex w-px items-center justify-center bg-border outline-none transition-colors after:absolute after:inset-y-0 after:left-1/2 after:w-3 after:-translate-x-1/2 hover:bg-primary/40 focus-visible:bg-primary data-[separator=active]:bg-primary"
            >
              <span className="z-10 flex h-6 w-3.5 items-center justify-center rounded-sm border bg-background text-muted-foreground shadow-xs">
                <GripVertical className="size-3" aria-hidden />
              </span>
            </Separator>
            <Panel id="conversation-messages" defaultSize="70%">
              <MessagePane conversationId={selectedId} onAction={requestAction} />
            </Panel>
          </Group>
        </>
      )}

      <ConfirmConversationAction
        pending={pendingAction}
        onClose={() => setPendingAction(null)}
        onDone={actionDone}
      />
    </div>
  );
}

import { languageNames } from '@frontdesk/contracts';
import { Archive, ArrowLeft, MessagesSquare, Trash2 } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { ConversationRating } from '@/components/conversation-rating';
import { ErrorAlert } from '@/components/error-alert';
import { IconTile } from '@/components/icon-tile';
import { RequirePermission } from '@/components/permission-gate';
import { channelLabel } from '@/components/thread-message';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useConversation } from '../api/get-conversation';
import { formatLongDateTime } from '../format';
import type { ConversationAction } from './confirm-conversation-action';
import { MessageBubble } from './message-bubble';
import { SaveAsTestItem } from './save-as-test';
import { VisitorIdentity } from './visitor-identity';

interface MessagePaneProps {
  conversationId: string | null;
  onAction(action: ConversationAction, id: string): void;
  /** Shown on small screens, where the pane takes the list's place. */
  onBack?: () => void;
}

function PaneMessage({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full min-h-60 flex-col items-center justify-center gap-3 p-6 text-center">
      <IconTile icon={MessagesSquare} className="rounded-full" />
      <p className="text-muted-foreground text-sm">{children}</p>
    </div>
  );
}

/** The selected conversation: who said what and when, with archive and delete at hand. */
export function MessagePane({ conversationId, onAction, onBack }: MessagePaneProps) {
  const conversation = useConversation(conversationId);

  if (conversationId === null) {
    return <PaneMessage>Select a conversation to start chatting.</PaneMessage>;
  }

  const backButton = onBack && (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 self-start">
      <ArrowLeft aria-hidden />
      Back to conversations
    </Button>
  );

  if (conversation.isPending) {
    return (
      <div className="grid gap-4 p-4" role="status" aria-label="Loading conversation">
        {backButton}
        <Skeleton className="h-6 w-48" />
        <Skeleton className="ml-auto h-12 w-2/3 rounded-2xl" />
        <Skeleton className="h-16 w-3/4 rounded-2xl" />
        <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      </div>
    );
  }

  if (conversation.isError) {
    return (
      <div className="grid gap-3 p-4">
        {backButton}
        <ErrorAlert>This conversation could not be loaded. It may have been deleted.</ErrorAlert>
      </div>
    );
  }

  const {
    id,
    archived,
    channel,
    created_at: createdAt,
    messages,
    visitor,
    rating,
    language,
  } = conversation.data;

  return (
    <section aria-labelledby="conversation-title" className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-start gap-3 border-b p-4">
        {backButton && <div className="w-full">{backButton}</div>}
        <div className="grid min-w-48 flex-1 gap-1">
          <h2 id="conversation-title" className="flex items-center gap-2 font-semibold">
            Conversation
            <Badge variant="outline">{channelLabel(channel)}</Badge>
            {archived && <Badge variant="secondary">Archived</Badge>}
          </h2>
          <p className="truncate font-mono text-muted-foreground text-xs" title={id}>
            {id}
          </p>
          <p className="text-muted-foreground text-xs">
            Started <time dateTime={createdAt}>{formatLongDateTime(createdAt)}</time>
          </p>
          {language && (
            <p className="text-muted-foreground text-xs">Language: {languageNames[language]}</p>
          )}
          {visitor && <VisitorIdentity visitor={visitor} />}
          {rating && <ConversationRating rating={rating} />}
        </div>
        <div className="flex gap-2">
          {!archived && (
            <RequirePermission permission="conversations.write">
              <Button variant="outline" size="sm" onClick={() => onAction('archive', id)}>
                <Archive aria-hidden />
                Archive
              </Button>
            </RequirePermission>
          )}
          <RequirePermission permission="conversations.write">
            <Button
              variant="outline"
              size="sm"
              onClick={() => onAction('delete', id)}
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            >
              <Trash2 aria-hidden />
              Delete
            </Button>
          </RequirePermission>
        </div>
      </header>
      {messages.length === 0 ? (
        <PaneMessage>This conversation has no messages.</PaneMessage>
      ) : (
        <div role="log" aria-label="Messages" className="min-h-0 flex-1 overflow-y-auto p-4">
          <ol className="grid gap-4">
            {messages.map((message, index) => (
              <Fragment key={message.id}>
                <MessageBubble message={message} />
                <SaveAsTestItem messages={messages} index={index} />
              </Fragment>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

import type { ConversationDetail } from '@frontdesk/contracts';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ConversationRating } from '@/components/conversation-rating';
import { ErrorAlert } from '@/components/error-alert';
import { authorOf, channelLabel, ThreadMessage } from '@/components/thread-message';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/hooks/use-can';
import { useSession } from '@/lib/session';
import { useInboxConversation, useOperatorName } from '../api/inbox-queries';
import { messageTime } from '../format';
import { useCustomerTyping } from '../live/typing-store';
import { ThreadActions } from './thread-actions';
import { ThreadComposer } from './thread-composer';

const statusLabels = {
  ai: 'With the AI',
  waiting: 'Waiting',
  human: 'Taken over',
  resolved: 'Resolved',
};

function Messages({ conversation }: { conversation: ConversationDetail }) {
  const operatorName = useOperatorName();
  const isTyping = useCustomerTyping(conversation.id);
  const log = useRef<HTMLDivElement>(null);
  const count = conversation.messages.length;

  // New messages arrive at the bottom: keep them in view (the log scrolls, never the page).
  useEffect(() => {
    const element = log.current;
    if (element && count > 0) element.scrollTop = element.scrollHeight;
  }, [count]);

  return (
    <div ref={log} role="log" aria-label="Messages" className="min-h-0 flex-1 overflow-y-auto p-4">
      <ol className="grid gap-4">
        {conversation.messages.map((message) => {
          const time = messageTime(message.timestamp);
          return (
            <ThreadMessage
              key={message.id}
              author={authorOf(message)}
              senderName={message.senderName}
              operatorName={operatorName}
              content={message.content}
              time={<time dateTime={time.iso}>{time.text}</time>}
            />
          );
        })}
      </ol>
      <p aria-live="polite" className="mt-3 min-h-4 text-muted-foreground text-xs italic">
        {isTyping ? 'Visitor is typing…' : ''}
      </p>
    </div>
  );
}

interface InboxThreadProps {
  conversationId: string;
  /** Shown where the thread takes the list's place (narrow screens). */
  onBack?: () => void;
}

/** The open conversation: who wrote what, and what the member can do about it. */
export function InboxThread({ conversationId, onBack }: InboxThreadProps) {
  const conversation = useInboxConversation(conversationId);
  const userId = useSession().user?.id;
  const mayReply = useCan('inbox.reply');

  const backButton = onBack && (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 justify-self-start">
      <ArrowLeft aria-hidden />
      Back to inbox
    </Button>
  );

  if (conversation.isPending) {
    return (
      <div className="grid gap-4 p-4" role="status" aria-label="Loading conversation">
        {backButton}
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-12 w-2/3 rounded-2xl" />
        <Skeleton className="ml-auto h-16 w-3/4 rounded-2xl" />
        <Skeleton className="h-10 w-1/2 rounded-2xl" />
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

  const detail = conversation.data;
  const status = detail.status ?? 'ai';
  const isMine = status === 'human' && detail.assigneeId === userId;
  const customer = detail.visitor?.name || detail.visitor?.email || 'Visitor';

  return (
    <section aria-labelledby="inbox-thread-title" className="flex h-full min-h-0 flex-col">
      <header className="grid gap-3 border-b p-4">
        {backButton}
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="inbox-thread-title" className="font-semibold">
            {customer}
          </h2>
          <Badge variant={status === 'waiting' ? 'default' : 'secondary'}>
            {isMine ? 'Yours' : statusLabels[status]}
          </Badge>
          <Badge variant="outline">{channelLabel(detail.channel)}</Badge>
        </div>
        {(detail.contactEmail || detail.visitor?.email) && (
          <p className="text-muted-foreground text-xs">
            Email: {detail.contactEmail || detail.visitor?.email}
          </p>
        )}
        {detail.rating && <ConversationRating rating={detail.rating} />}
        {mayReply ? (
          <ThreadActions conversation={detail} userId={userId} />
        ) : (
          <p className="text-muted-foreground text-xs">
            You can read this conversation. Your role does not allow answering it.
          </p>
        )}
      </header>
      {detail.messages.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <MessagesSquare className="size-8 text-muted-foreground" aria-hidden />
          <p className="text-muted-foreground text-sm">This conversation has no messages.</p>
        </div>
      ) : (
        <Messages conversation={detail} />
      )}
      {mayReply && <ThreadComposer conversationId={detail.id} canReply={isMine} />}
    </section>
  );
}

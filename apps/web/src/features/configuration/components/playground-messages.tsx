import { Bot, MessagesSquare } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { IconTile } from '@/components/icon-tile';
import { cn } from '@/lib/cn';
import type { PlaygroundConversation } from '../api/send-playground-message';

type PlaygroundMessage = PlaygroundConversation['messages'][number];

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

function Bubble({
  from,
  author,
  children,
  timestamp,
}: {
  from: PlaygroundMessage['role'];
  author: string;
  children: ReactNode;
  timestamp?: number;
}) {
  const isCustomer = from === 'user';
  return (
    <li className={cn('flex flex-col gap-1', isCustomer ? 'items-end' : 'items-start')}>
      <span className="px-1 text-muted-foreground text-xs">
        {author}
        {timestamp !== undefined && (
          <time dateTime={new Date(timestamp).toISOString()} className="ms-2">
            {timeFormat.format(timestamp)}
          </time>
        )}
      </span>
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm',
          isCustomer
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {children}
      </div>
    </li>
  );
}

/**
 * The playground's conversation: customer messages on the right, the operator's on the left, the
 * message being sent and a typing indicator while the operator answers.
 */
export function PlaygroundMessages({
  messages,
  pendingMessage,
  operatorName,
}: {
  messages: PlaygroundMessage[];
  pendingMessage: string | null;
  operatorName: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  // Keep the newest message in view, as a chat does.
  useEffect(() => {
    const list = listRef.current;
    if (list && (messages.length > 0 || pendingMessage !== null))
      list.scrollTop = list.scrollHeight;
  }, [messages, pendingMessage]);

  const isEmpty = messages.length === 0 && pendingMessage === null;

  return (
    <div
      ref={listRef}
      role="log"
      aria-label="Playground conversation"
      className="min-h-0 flex-1 overflow-y-auto rounded-lg border bg-background p-3"
    >
      {isEmpty ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 px-4 py-8 text-center">
          <IconTile icon={MessagesSquare} className="rounded-full" />
          <p className="font-medium text-sm">No messages yet</p>
          <p className="text-muted-foreground text-xs">
            Ask a question the way a customer would and see how your operator answers.
          </p>
        </div>
      ) : (
        <ol className="grid gap-3">
          {messages.map((message, index) => (
            <Bubble
              // Messages only ever get appended, so the position is a stable key.
              key={index}
              from={message.role}
              author={message.role === 'user' ? 'Customer' : operatorName}
              timestamp={message.timestamp}
            >
              {message.content}
            </Bubble>
          ))}
          {pendingMessage !== null && (
            <>
              <Bubble from="user" author="Customer">
                {pendingMessage}
              </Bubble>
              <li className="flex items-center gap-2 text-muted-foreground text-xs" role="status">
                <Bot className="size-4" aria-hidden />
                <span className="flex gap-1" aria-hidden>
                  <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.3s]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.15s]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground" />
                </span>
                {operatorName} is typing...
              </li>
            </>
          )}
        </ol>
      )}
    </div>
  );
}

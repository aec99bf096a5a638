import type { MessageSender } from '@frontdesk/contracts';
import { StickyNote } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

// One message of a conversation as the review and the inbox both show it.

/**
 * Who wrote a message: its `sender` where the server gives one, else what the role says
 * (messages stored before the handoff had only a role).
 */
export function authorOf(message: { role: string; sender?: MessageSender | null }): MessageSender {
  if (message.sender) return message.sender;
  if (message.role === 'user') return 'customer';
  if (message.role === 'note') return 'note';
  return 'ai';
}

const channelLabels: Record<string, string> = { api: 'API', playground: 'Playground' };

/** Where a conversation came in: the public API (widget, script tag) or the dashboard's test chat. */
export function channelLabel(channel: string): string {
  return channelLabels[channel] ?? channel;
}

const itemLabels: Record<MessageSender, string> = {
  customer: 'Customer message',
  ai: 'Operator message',
  staff: 'Team member message',
  system: 'Notice',
  note: 'Internal note',
};

interface ThreadMessageProps {
  author: MessageSender;
  /** The member who wrote a reply or a note. */
  senderName?: string | null;
  /** What the operator's messages are signed with. */
  operatorName?: string;
  /** When it was written (a <time>). */
  time: ReactNode;
  content: string;
  /** Shown under the message, e.g. the passages an answer used. */
  children?: ReactNode;
}

/**
 * The customer's messages on the right in the accent colour, the operator's and the team's on
 * the left; notices centred and quiet, since nobody wrote them; internal notes highlighted, so
 * that nobody mistakes them for what the customer read.
 */
export function ThreadMessage({
  author,
  senderName,
  operatorName = 'Operator',
  time,
  content,
  children,
}: ThreadMessageProps) {
  if (author === 'system') {
    return (
      <li aria-label={itemLabels.system} className="flex flex-col items-center gap-0.5 px-6">
        <p className="whitespace-pre-wrap break-words text-center text-muted-foreground text-xs">
          {content}
        </p>
        <span className="text-[11px] text-muted-foreground/80">{time}</span>
      </li>
    );
  }

  if (author === 'note') {
    return (
      <li
        aria-label={itemLabels.note}
        className="grid gap-1 rounded-lg border border-amber-300 border-dashed bg-amber-50 px-3.5 py-2 text-sm dark:border-amber-700 dark:bg-amber-950/40"
      >
        <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
          <StickyNote className="size-3.5 text-amber-600" aria-hidden />
          <span className="font-medium text-amber-800 dark:text-amber-300">Internal note</span>
          {senderName && <span className="text-foreground">{senderName}</span>}
          {time}
        </span>
        <p className="whitespace-pre-wrap break-words">{content}</p>
      </li>
    );
  }

  const isCustomer = author === 'customer';
  const name = isCustomer
    ? 'Customer'
    : author === 'staff'
      ? senderName || 'Team member'
      : operatorName;
  return (
    <li
      aria-label={itemLabels[author]}
      className={cn('flex flex-col gap-1', isCustomer ? 'items-end' : 'items-start')}
    >
      <span className="flex items-center gap-2 px-1 text-muted-foreground text-xs">
        <span className="font-medium text-foreground">{name}</span>
        {time}
      </span>
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm sm:max-w-[75%]',
          isCustomer && 'rounded-br-sm bg-primary text-primary-foreground',
          author === 'ai' && 'rounded-bl-sm bg-muted text-foreground',
          author === 'staff' &&
            'rounded-bl-sm border border-sky-200 bg-sky-50 text-foreground dark:border-sky-900 dark:bg-sky-950/50',
        )}
      >
        {content}
      </div>
      {children}
    </li>
  );
}

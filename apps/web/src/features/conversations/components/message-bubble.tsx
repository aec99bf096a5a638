import type { ConversationDetail } from '@frontdesk/contracts';
import { BookOpen } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDateTime, formatLongDateTime } from '../format';
import { MessageDisclosure } from './message-disclosure';
import { MessageToolCalls } from './message-tool-calls';

type Message = ConversationDetail['messages'][number];

/** The knowledge passages an answer was built from, folded away until asked for. */
function MessageSources({ sources }: { sources: Message['sources'] }) {
  const label = sources.length === 1 ? '1 source' : `${sources.length} sources`;
  return (
    <MessageDisclosure icon={BookOpen} label={label} listLabel="Sources">
      {sources.map((source, index) => (
        <li
          key={`${source.contentId}-${index}`}
          className="whitespace-pre-wrap break-words rounded-md border border-dashed bg-background px-3 py-2 text-muted-foreground text-xs"
        >
          {source.text}
        </li>
      ))}
    </MessageDisclosure>
  );
}

/** One message: the customer's on the right in the accent colour, the operator's on the left. */
export function MessageBubble({ message }: { message: Message }) {
  const isCustomer = message.role === 'user';
  // The review API sends epoch seconds.
  const sentAt = message.timestamp * 1000;
  return (
    <li
      aria-label={isCustomer ? 'Customer message' : 'Operator message'}
      className={cn('flex flex-col gap-1', isCustomer ? 'items-end' : 'items-start')}
    >
      <span className="flex items-center gap-2 px-1 text-muted-foreground text-xs">
        <span className="font-medium text-foreground">{isCustomer ? 'Customer' : 'Operator'}</span>
        <time dateTime={new Date(sentAt).toISOString()} title={formatLongDateTime(sentAt)}>
          {formatDateTime(sentAt)}
        </time>
      </span>
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm sm:max-w-[75%]',
          isCustomer
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {message.content}
      </div>
      {!isCustomer && message.sources.length > 0 && <MessageSources sources={message.sources} />}
      {!isCustomer && message.toolCalls && message.toolCalls.length > 0 && (
        <MessageToolCalls toolCalls={message.toolCalls} />
      )}
    </li>
  );
}

import type { ConversationDetail } from '@frontdesk/contracts';
import { BookOpen } from 'lucide-react';
import { authorOf, ThreadMessage } from '@/components/thread-message';
import { formatDateTime, formatLongDateTime } from '../format';
import { MessageDisclosure } from './message-disclosure';
import { MessageFeedback } from './message-feedback';
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
          {source.url ? (
            <a
              href={source.url}
              target="_blank"
              rel="noreferrer"
              className="mb-1 block truncate font-medium text-foreground underline-offset-2 hover:underline"
            >
              {source.title || source.url}
            </a>
          ) : null}
          {source.text}
        </li>
      ))}
    </MessageDisclosure>
  );
}

/**
 * One message: the customer's on the right in the accent colour, the operator's and the team's
 * on the left, notices and internal notes as the shared thread shows them.
 */
export function MessageBubble({ message }: { message: Message }) {
  const author = authorOf(message);
  // The review API sends epoch seconds.
  const sentAt = message.timestamp * 1000;
  const hasExtras = author !== 'customer';
  return (
    <ThreadMessage
      author={author}
      senderName={message.senderName}
      content={message.content}
      time={
        <time dateTime={new Date(sentAt).toISOString()} title={formatLongDateTime(sentAt)}>
          {formatDateTime(sentAt)}
        </time>
      }
    >
      {author === 'ai' && <MessageFeedback message={message} />}
      {hasExtras && message.sources.length > 0 && <MessageSources sources={message.sources} />}
      {hasExtras && message.toolCalls && message.toolCalls.length > 0 && (
        <MessageToolCalls toolCalls={message.toolCalls} />
      )}
    </ThreadMessage>
  );
}

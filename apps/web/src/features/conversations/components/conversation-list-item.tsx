import { type ConversationSummary, languageNames } from '@frontdesk/contracts';
import { MessageSquare, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { LanguageBadge } from '@/components/language-badge';
import { useLongPress } from '@/hooks/use-long-press';
import { cn } from '@/lib/cn';
import { formatDateTime, formatLongDateTime, shortId } from '../format';
import type { ConversationAction } from './confirm-conversation-action';
import { ConversationActionsMenu } from './conversation-actions-menu';

// A mouse has its menu button and right click is the browser's; a long press is for fingers.
const LONG_PRESS_POINTERS = ['touch', 'pen'] as const;

interface ConversationListItemProps {
  conversation: ConversationSummary;
  isSelected: boolean;
  canArchive: boolean;
  onSelect(id: string): void;
  onAction(action: ConversationAction, id: string): void;
}

export function ConversationListItem({
  conversation,
  isSelected,
  canArchive,
  onSelect,
  onAction,
}: ConversationListItemProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const longPress = useLongPress(() => setMenuOpen(true), { pointerTypes: LONG_PRESS_POINTERS });
  const messages = conversation.messagesLength;
  const messagesLabel = messages === 1 ? '1 message' : `${messages} messages`;
  const { language } = conversation;
  const languageLabel = language ? `, in ${languageNames[language]}` : '';

  return (
    <li
      className={cn(
        'relative flex items-center gap-1 rounded-lg border border-transparent pr-1 transition-colors',
        isSelected ? 'border-primary/30 bg-accent' : 'hover:bg-muted',
      )}
    >
      <button
        type="button"
        aria-current={isSelected ? 'true' : undefined}
        aria-label={`Conversation ${shortId(conversation.id)}, ${messagesLabel}, updated ${formatDateTime(conversation.updated_at)}${languageLabel}`}
        onClick={() => onSelect(conversation.id)}
        {...longPress}
        className="flex min-w-0 flex-1 touch-manipulation select-none items-start gap-3 rounded-lg p-3 text-left outline-none [-webkit-touch-callout:none] focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span
          className={cn(
            'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
            isSelected ? 'bg-primary text-primary-foreground' : 'bg-primary/10 text-primary',
          )}
        >
          <MessageSquare className="size-4" aria-hidden />
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="truncate font-medium font-mono text-sm" title={conversation.id}>
            {shortId(conversation.id)}
          </span>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-muted-foreground text-xs">
            <time
              dateTime={conversation.updated_at}
              title={formatLongDateTime(conversation.updated_at)}
              className="whitespace-nowrap"
            >
              {formatDateTime(conversation.updated_at)}
            </time>
            <span className="flex items-center gap-1 whitespace-nowrap">
              <MessagesSquare className="size-3" aria-hidden />
              {messagesLabel}
            </span>
            <LanguageBadge language={language} className="px-1.5 py-0" />
          </span>
        </span>
      </button>
      <ConversationActionsMenu
        label={`Actions for conversation ${shortId(conversation.id)}`}
        open={isMenuOpen}
        onOpenChange={setMenuOpen}
        canArchive={canArchive}
        onAction={(action) => onAction(action, conversation.id)}
      />
    </li>
  );
}

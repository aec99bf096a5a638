import { Archive, EllipsisVertical, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import type { ConversationAction } from './confirm-conversation-action';

interface ConversationActionsMenuProps {
  label: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  canArchive: boolean;
  onAction(action: ConversationAction): void;
  className?: string;
}

/**
 * Archive and delete for one conversation. Its open state belongs to the caller, so that a long
 * press on the whole row can open the same menu a click on the button opens.
 */
export function ConversationActionsMenu({
  label,
  open,
  onOpenChange,
  canArchive,
  onAction,
  className,
}: ConversationActionsMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          className={cn('size-8 text-muted-foreground', className)}
        >
          <EllipsisVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {canArchive && (
          <DropdownMenuItem onSelect={() => onAction('archive')}>
            <Archive aria-hidden />
            Archive
          </DropdownMenuItem>
        )}
        <DropdownMenuItem variant="destructive" onSelect={() => onAction('delete')}>
          <Trash2 aria-hidden />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

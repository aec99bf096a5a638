import { Archive, EllipsisVertical, Trash2 } from 'lucide-react';
import { RequirePermission } from '@/components/permission-gate';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useCan } from '@/hooks/use-can';
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
  // Both actions are changes: a read-only role sees the button off, and a long press opens nothing.
  const canChange = useCan('conversations.write');
  return (
    <DropdownMenu open={open && canChange} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <RequirePermission permission="conversations.write">
          <Button
            variant="ghost"
            size="icon"
            aria-label={label}
            className={cn('size-8 text-muted-foreground', className)}
          >
            <EllipsisVertical aria-hidden />
          </Button>
        </RequirePermission>
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

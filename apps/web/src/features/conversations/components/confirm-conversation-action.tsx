import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { AlertDialogAction } from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { useArchiveConversation } from '../api/archive-conversation';
import { useDeleteConversation } from '../api/delete-conversation';
import { shortId } from '../format';

export type ConversationAction = 'archive' | 'delete';

export interface PendingAction {
  action: ConversationAction;
  conversationId: string;
}

const copy = {
  archive: {
    title: 'Archive this conversation?',
    description:
      'It leaves the list of active conversations. You can still read it by turning on the Archived filter.',
    confirm: 'Archive',
    busy: 'Archiving...',
    success: 'Conversation Archived',
    failure: 'Failed to archive conversation. Please try again.',
  },
  delete: {
    title: 'Delete this conversation?',
    description:
      'This action cannot be undone. The conversation and all of its messages will be permanently deleted.',
    confirm: 'Delete',
    busy: 'Deleting...',
    success: 'Conversation Deleted',
    failure: 'Failed to delete conversation. Please try again.',
  },
} as const;

interface ConfirmConversationActionProps {
  pending: PendingAction | null;
  onClose(): void;
  /** Called after the server has done it and the lists have been refreshed. */
  onDone(done: PendingAction): void;
}

/** The confirmation step in front of archiving and deleting; it stays open while busy. */
export function ConfirmConversationAction({
  pending,
  onClose,
  onDone,
}: ConfirmConversationActionProps) {
  const archive = useArchiveConversation();
  const remove = useDeleteConversation();
  const mutation = pending?.action === 'delete' ? remove : archive;
  const isBusy = archive.isPending || remove.isPending;
  // Keeps the texts while the dialog animates closed after `pending` went back to null.
  const text = copy[pending?.action ?? 'archive'];

  const confirm = () => {
    if (!pending) return;
    const { action } = pending;
    mutation.mutate(pending.conversationId, {
      onSuccess: () => {
        toast.success(copy[action].success);
        onDone(pending);
        onClose();
      },
      onError: () => toast.error('Error', { description: copy[action].failure }),
    });
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text.title}
      description={
        <>
          {text.description}
          {pending && (
            <span className="mt-2 block font-mono text-foreground text-xs">
              {shortId(pending.conversationId)}
            </span>
          )}
        </>
      }
      isPending={isBusy}
      confirm={
        <AlertDialogAction
          disabled={isBusy}
          className={
            pending?.action === 'delete' ? buttonVariants({ variant: 'destructive' }) : undefined
          }
          onClick={(event) => {
            // The dialog closes itself on this click; it must wait for the server instead.
            event.preventDefault();
            confirm();
          }}
        >
          {isBusy ? text.busy : text.confirm}
        </AlertDialogAction>
      }
    />
  );
}

import type { Permission } from '@frontdesk/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { RequirePermission } from './permission-gate';

interface ConfirmDeleteDialogProps {
  /** The trash button's accessible name, e.g. "Delete tool check_order". */
  triggerLabel: string;
  title: string;
  description: ReactNode;
  /** More explanation under the description. */
  children?: ReactNode;
  isPending: boolean;
  /** Runs the deletion; call `close` once it succeeded (a failure keeps the dialog open). */
  onConfirm: (close: () => void) => void;
  triggerClassName?: string;
  /** What deleting needs: a role without it sees the trash button off, with why. */
  permission?: Permission;
}

/** A row's trash button behind a confirmation that stays open, and busy, until the call ends. */
export function ConfirmDeleteDialog({
  triggerLabel,
  triggerClassName,
  permission,
  ...question
}: ConfirmDeleteDialogProps) {
  const trashButton = (
    <Button variant="ghost" size="icon" className={cn(triggerClassName)} aria-label={triggerLabel}>
      <Trash2 className="text-muted-foreground" aria-hidden />
    </Button>
  );
  return (
    <ConfirmActionDialog
      trigger={
        permission ? (
          <RequirePermission permission={permission}>{trashButton}</RequirePermission>
        ) : (
          trashButton
        )
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      {...question}
    />
  );
}

interface DeletionToasts {
  /** Said once the item is gone; none where the row vanishing says enough. */
  success?: string;
  failure: string | ((error: Error) => string);
}

/**
 * The `isPending` and `onConfirm` of a ConfirmDeleteDialog that deletes `id` with `deletion`:
 * the outcome is toasted, and the dialog closes once the item is gone.
 *
 * The outcome is read from `mutateAsync`'s promise, not from callbacks given to `mutate`: the list
 * drops the item as soon as the deletion succeeds, which unmounts the row holding this dialog, and
 * TanStack Query skips a `mutate` call's callbacks once its component is gone (the success toast
 * never showed in a browser).
 */
export function deletionOf<TId>(
  deletion: Pick<UseMutationResult<unknown, Error, TId>, 'mutateAsync' | 'isPending'>,
  id: TId,
  toasts: DeletionToasts,
): Pick<ConfirmDeleteDialogProps, 'isPending' | 'onConfirm'> {
  return {
    isPending: deletion.isPending,
    onConfirm: (close) => {
      deletion.mutateAsync(id).then(
        () => {
          if (toasts.success) toast.success(toasts.success);
          close();
        },
        (error: Error) =>
          toast.error(typeof toasts.failure === 'string' ? toasts.failure : toasts.failure(error)),
      );
    },
  };
}

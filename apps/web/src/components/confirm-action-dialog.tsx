import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmActionDialogProps {
  /** The button that opens the question. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** More explanation under the description. */
  children?: ReactNode;
  confirmLabel: string;
  /** Read instead of the confirm label while the call runs, e.g. "Deleting...". */
  pendingLabel: string;
  isPending: boolean;
  /** Runs the action; call `close` once it succeeded (a failure keeps the question open). */
  onConfirm(close: () => void): void;
}

/**
 * A destructive action behind its own question, opened by its trigger. It stays open, and busy,
 * until the server has answered, so a failure is seen where the action was asked for.
 */
export function ConfirmActionDialog({
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
  ...question
}: ConfirmActionDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      isPending={isPending}
      confirm={
        // A plain button, not AlertDialogAction: the dialog stays open until the call ends.
        <Button
          variant="destructive"
          disabled={isPending}
          onClick={() => onConfirm(() => setOpen(false))}
        >
          {isPending ? pendingLabel : confirmLabel}
        </Button>
      }
      {...question}
    />
  );
}

import { type ReactElement, type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

interface ConfirmTeamActionProps {
  /** The button that opens the question. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Runs the change; call `close` once it succeeded (a failure keeps the question open). */
  onConfirm(close: () => void): void;
}

/** A change to someone's membership, asked first; busy until the server has answered. */
export function ConfirmTeamAction({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  isPending,
  onConfirm,
}: ConfirmTeamActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
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
    />
  );
}

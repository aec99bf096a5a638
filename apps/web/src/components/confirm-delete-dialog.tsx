import type { Permission } from '@frontdesk/contracts';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ConfirmDialog } from './confirm-dialog';
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
  title,
  description,
  children,
  isPending,
  onConfirm,
  triggerClassName,
  permission,
}: ConfirmDeleteDialogProps) {
  const [open, setOpen] = useState(false);
  const trashButton = (
    <Button variant="ghost" size="icon" className={cn(triggerClassName)} aria-label={triggerLabel}>
      <Trash2 className="text-muted-foreground" aria-hidden />
    </Button>
  );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        permission ? (
          <RequirePermission permission={permission}>{trashButton}</RequirePermission>
        ) : (
          trashButton
        )
      }
      title={title}
      description={description}
      isPending={isPending}
      confirm={
        // A plain button, not AlertDialogAction: the dialog stays open until the call ends.
        <Button
          variant="destructive"
          onClick={() => onConfirm(() => setOpen(false))}
          disabled={isPending}
        >
          {isPending ? 'Deleting...' : 'Delete'}
        </Button>
      }
    >
      {children}
    </ConfirmDialog>
  );
}

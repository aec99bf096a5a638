import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens it; none when the caller opens it. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** More explanation under the description. */
  children?: ReactNode;
  /** While the confirmed call runs the dialog stays open and Cancel is off. */
  isPending: boolean;
  /** The button that goes ahead, beside Cancel. */
  confirm: ReactNode;
  /** The button that backs out, where "Cancel" would read oddly (e.g. cancelling a plan). */
  cancelLabel?: string;
}

/**
 * The question before an action that cannot be taken back. It stays open, and busy, until the
 * call ends, so a failure is seen where the action was asked for.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  isPending,
  confirm,
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
          {children}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{cancelLabel}</AlertDialogCancel>
          {confirm}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
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
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

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
}: ConfirmDeleteDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn(triggerClassName)}
          aria-label={triggerLabel}
        >
          <Trash2 className="text-muted-foreground" aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
          {children}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the call ends. */}
          <Button
            variant="destructive"
            onClick={() => onConfirm(() => setOpen(false))}
            disabled={isPending}
          >
            {isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

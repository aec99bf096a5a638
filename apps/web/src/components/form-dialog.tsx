import { type FormEventHandler, type ReactNode, useState } from 'react';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { DialogFrame } from './dialog-frame';
import { SubmitButton } from './submit-button';

interface FormDialogProps<TValues extends FieldValues, TOutput> {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens the dialog; none when the caller opens it. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The dialog box's classes, e.g. a wider 'sm:max-w-2xl'. */
  className?: string;
  /**
   * The form's state, when it is a react-hook-form: its schema checks the fields, so the
   * browser's own checks are off. Without one, the browser checks them (required, type=email).
   */
  form?: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form in a dialog with Cancel and submit at its foot. While the form is being sent the dialog
 * cannot be closed: closing it would hide the outcome of a call that may still succeed.
 */
export function FormDialog<TValues extends FieldValues, TOutput = TValues>({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  form,
  onSubmit,
  isPending,
  submitLabel,
  pendingLabel,
  children,
}: FormDialogProps<TValues, TOutput>) {
  const body = (
    <form onSubmit={onSubmit} noValidate={form !== undefined} className="grid gap-4">
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={isPending}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton isPending={isPending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogFrame title={title} description={description} className={className}>
        {form ? <Form {...form}>{body}</Form> : body}
      </DialogFrame>
    </Dialog>
  );
}

/**
 * The open state of a form dialog whose form starts over whenever it closes, cancelled or done,
 * so that the next opening shows an empty form. Spread it on the FormDialog.
 */
export function useResettingDialog(reset: () => void) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };
  return { open, onOpenChange };
}

/**
 * A form dialog's react-hook-form and its open state: the form goes back to its defaults whenever
 * the dialog closes. Spread `dialog` on the FormDialog and pass it `form`.
 */
export function useDialogForm<TValues extends FieldValues, TOutput = TValues>(
  options: UseFormProps<TValues, unknown, TOutput>,
) {
  const form = useForm(options);
  const dialog = useResettingDialog(() => form.reset());
  return { form, dialog };
}

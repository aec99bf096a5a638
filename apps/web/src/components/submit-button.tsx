import type * as React from 'react';
import { Button } from '@/components/ui/button';

type SubmitButtonProps = React.ComponentProps<typeof Button> & {
  isPending: boolean;
  /** Read instead of the label while the form is being sent, e.g. "Saving...". */
  pendingLabel: string;
};

/** A form's submit button; it is disabled while the form is sent, so nothing goes twice. */
export function SubmitButton({ isPending, pendingLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={isPending} {...props}>
      {isPending ? pendingLabel : children}
    </Button>
  );
}

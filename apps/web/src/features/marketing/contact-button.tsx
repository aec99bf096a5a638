import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { preloadContactDialog } from './lazy-overlays';

/** A button that opens the contact dialog, fetching the dialog's code as soon as it is likely. */
export function ContactButton({
  onContact,
  ...props
}: Omit<React.ComponentProps<typeof Button>, 'onClick' | 'type'> & { onContact(): void }) {
  return (
    <Button
      type="button"
      onPointerEnter={preloadContactDialog}
      onTouchStart={preloadContactDialog}
      onFocus={preloadContactDialog}
      onClick={onContact}
      {...props}
    />
  );
}

import type * as React from 'react';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface DialogFrameProps extends Omit<React.ComponentProps<typeof DialogContent>, 'title'> {
  title: React.ReactNode;
  description: React.ReactNode;
}

/** A dialog's box: its title and description at the top, then the body. Inside a Dialog. */
export function DialogFrame({ title, description, children, ...contentProps }: DialogFrameProps) {
  return (
    <DialogContent {...contentProps}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
    </DialogContent>
  );
}

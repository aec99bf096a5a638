import { Plus } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

/** The button that adds to a list, e.g. "Add Tool": a plus sign before the label. */
export function AddButton({ children, ...props }: React.ComponentProps<typeof Button>) {
  return (
    <Button {...props}>
      <Plus aria-hidden />
      {children}
    </Button>
  );
}

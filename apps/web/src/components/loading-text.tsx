import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** "Loading ..." said in place of content that has not arrived yet (role="status"). */
export function LoadingText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={cn('text-muted-foreground text-sm', className)}>
      {children}
    </p>
  );
}

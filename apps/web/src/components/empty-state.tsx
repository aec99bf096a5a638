import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { IconTile } from './icon-tile';

interface EmptyStateProps {
  icon: LucideIcon;
  title?: ReactNode;
  description?: ReactNode;
  /** Anything else under the texts: a single line of its own, a link to the first step. */
  children?: ReactNode;
  className?: string;
}

/** What a list shows before it has anything in it: an icon, what is missing and what to do. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center',
        className,
      )}
    >
      <IconTile icon={Icon} size="lg" className="rounded-full" />
      {title && <p className="font-medium">{title}</p>}
      {description && <p className="max-w-sm text-muted-foreground text-sm">{description}</p>}
      {children}
    </div>
  );
}

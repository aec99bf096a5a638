import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const sizes = {
  sm: { tile: 'size-9', icon: 'size-4' },
  md: { tile: 'size-10', icon: 'size-5' },
  lg: { tile: 'size-12', icon: 'size-6' },
} as const;

interface IconTileProps {
  icon: LucideIcon;
  size?: keyof typeof sizes;
  /** Its shape and, where it is not the light tint, its colours, e.g. 'rounded-full'. */
  className?: string;
}

/** An icon on a tinted tile: the mark of a list item, a step, an empty list. Decorative. */
export function IconTile({ icon: Icon, size = 'md', className }: IconTileProps) {
  return (
    <span
      className={cn(
        'flex items-center justify-center bg-primary/10 text-primary',
        sizes[size].tile,
        className,
      )}
    >
      <Icon className={sizes[size].icon} aria-hidden />
    </span>
  );
}

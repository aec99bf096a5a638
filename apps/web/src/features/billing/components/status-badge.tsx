import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { statusBadge } from '../format';

/** A billing status as a coloured badge: green active, blue trialing, red or orange trouble. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const badge = statusBadge(status);
  return (
    <Badge
      variant={badge.variant}
      data-status={status}
      className={cn('border-transparent', badge.className, className)}
    >
      {badge.label}
    </Badge>
  );
}

import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

interface TableSkeletonProps {
  /** Read out while the rows load, e.g. "Loading tools...". */
  label: string;
  /** The first cell's width and its lines of text (Skeleton classes, one per line). */
  leadClassName: string;
  lines: string[];
  /** The cells after it (Skeleton classes), so the rows take the loaded table's shape. */
  cells: string[];
}

/** Three placeholder rows in the shape of the table that is loading, so nothing jumps. */
export function TableSkeleton({ label, leadClassName, lines, cells }: TableSkeletonProps) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-start gap-4 border-b pb-3 last:border-0">
          <div className={cn('grid gap-2', leadClassName)}>
            {lines.map((line, index) => (
              <Skeleton key={index} className={line} />
            ))}
          </div>
          {cells.map((cell, index) => (
            <Skeleton key={index} className={cell} />
          ))}
        </div>
      ))}
    </div>
  );
}

import { Skeleton } from '@/components/ui/skeleton';

/** The form's shape while the configuration loads, so the page does not jump when it arrives. */
export function ConfigurationSkeleton() {
  return (
    <div role="status" aria-label="Loading configuration" className="grid gap-6">
      {[0, 1].map((row) => (
        <div key={row} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className={row === 0 ? 'h-9 w-full' : 'h-20 w-full'} />
        </div>
      ))}
      <div className="grid gap-2">
        <Skeleton className="h-4 w-16" />
        <div className="flex gap-4">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-28" />
        </div>
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-40 w-full" />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
      <Skeleton className="h-9 w-40 justify-self-end" />
    </div>
  );
}

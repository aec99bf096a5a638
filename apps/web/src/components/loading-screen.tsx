import { Loader2 } from 'lucide-react';

/** Full-screen "Loading" shown while the session is being checked. */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      className="flex min-h-svh items-center justify-center gap-2 text-muted-foreground"
      role="status"
    >
      <Loader2 className="size-5 animate-spin" aria-hidden />
      <span>{label}</span>
    </div>
  );
}

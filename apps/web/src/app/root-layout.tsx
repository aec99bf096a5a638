import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionProvider } from '@/lib/session';

// Toasts only follow an action, and sonner replays any toast raised before its Toaster mounts, so
// the Toaster loads after the page instead of weighing on the landing page's first paint.
const Toaster = lazy(() => import('@/components/ui/sonner').then((m) => ({ default: m.Toaster })));

export function RootLayout() {
  return (
    <SessionProvider>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </SessionProvider>
  );
}

import { Outlet } from 'react-router';
import { Toaster } from '@/components/ui/sonner';
import { SessionProvider } from '@/lib/session';

export function RootLayout() {
  return (
    <SessionProvider>
      <Outlet />
      <Toaster />
    </SessionProvider>
  );
}

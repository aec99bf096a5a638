import { can } from '@frontdesk/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { NoAccessState } from '@/components/permission-gate';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { useSession } from '@/lib/session';
import { AppSidebar, type NavBadges } from './components/app-sidebar';
import { DashboardTopBar } from './components/dashboard-top-bar';
import { permissionForPath } from './nav-items';

const MAIN_CONTENT_ID = 'dashboard-content';

/**
 * Everything under /dashboard is about one organization, so a session without one is sent to
 * pick it first. `navBadges`: what the app puts beside menu items (the inbox's waiting count),
 * handed in because features do not import each other.
 */
export function DashboardLayout({ navBadges }: { navBadges?: NavBadges }) {
  const { status, user, organization } = useSession();
  const { pathname } = useLocation();
  // Without a user (mid sign-out) the protected route above decides where to go, not us.
  if (status === 'loading' || !user) return <LoadingScreen />;
  if (organization === null) return <Navigate to="/organizations" replace />;
  // A section the role may not read (a typed address, an old bookmark) says so instead of
  // rendering a page whose every call would be refused.
  const permission = permissionForPath(pathname);
  const mayRead = permission === undefined || can(organization.role, permission);

  return (
    <SidebarProvider>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus-visible:not-sr-only focus-visible:fixed focus-visible:top-2 focus-visible:left-2 focus-visible:z-50 focus-visible:rounded-md focus-visible:bg-background focus-visible:px-3 focus-visible:py-2 focus-visible:text-sm focus-visible:shadow-md focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        Skip to content
      </a>
      <AppSidebar badges={navBadges} />
      <SidebarInset>
        <DashboardTopBar />
        <div id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          {mayRead ? <Outlet /> : <NoAccessState />}
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}

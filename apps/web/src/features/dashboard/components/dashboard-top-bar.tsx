import { useLocation, useMatches } from 'react-router';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { titleForPath } from '../nav-items';

interface TitleHandle {
  title?: unknown;
}

/** The page's own title when its route declares one, else the name the menu gives it. */
function usePageTitle(): string {
  const { pathname } = useLocation();
  const matches = useMatches();
  const handleTitle = (matches.at(-1)?.handle as TitleHandle | undefined)?.title;
  if (typeof handleTitle === 'string' && handleTitle) return handleTitle;
  return titleForPath(pathname) ?? 'Dashboard';
}

export function DashboardTopBar() {
  const title = usePageTitle();
  return (
    <header
      data-slot="dashboard-top-bar"
      className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80"
    >
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-2 data-[orientation=vertical]:h-4" />
      <p className="truncate font-medium text-sm">{title}</p>
    </header>
  );
}

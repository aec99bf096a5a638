import { ArrowLeftRight, ChevronsUpDown } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { useSession } from '@/lib/session';

/** The sidebar header's organization: its name and description, and the way to switch. */
export function OrganizationSwitcher() {
  const { organization } = useSession();
  const { isMobile } = useSidebar();
  const name = organization?.name || 'Select Organization';
  const description = organization?.description ?? '';

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton
              size="lg"
              data-slot="organization-switcher"
              className="data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground"
            >
              <span
                aria-hidden
                className="flex aspect-square size-8 items-center justify-center rounded-lg bg-primary font-semibold text-primary-foreground text-sm"
              >
                {name.charAt(0).toUpperCase()}
              </span>
              <span className="grid flex-1 text-left leading-tight">
                <span className="truncate font-medium">{name}</span>
                {description && (
                  <span className="truncate text-muted-foreground text-xs">{description}</span>
                )}
              </span>
              <ChevronsUpDown className="ml-auto text-muted-foreground" aria-hidden />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            className="w-(--radix-dropdown-menu-trigger-width) min-w-56 rounded-lg"
            align="start"
            side={isMobile ? 'bottom' : 'right'}
            sideOffset={4}
          >
            <DropdownMenuLabel className="grid gap-0.5">
              <span className="text-muted-foreground text-xs">Organization</span>
              <span className="truncate">{name}</span>
              {description && (
                <span className="line-clamp-3 font-normal text-muted-foreground text-xs">
                  {description}
                </span>
              )}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/organizations">
                <ArrowLeftRight aria-hidden />
                Switch organization
              </Link>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

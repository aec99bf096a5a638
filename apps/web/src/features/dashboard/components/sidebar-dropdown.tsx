import { ChevronsUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@/components/ui/sidebar';

interface SidebarDropdownProps {
  /** The trigger's data-slot, which tests and styles find it by. */
  slot: string;
  /** The picture at the trigger's start: an avatar, an initial. */
  leading: ReactNode;
  title: string;
  subtitle?: ReactNode;
  side: 'top' | 'right' | 'bottom';
  align: 'start' | 'end';
  /** The menu's label, separator and items. */
  children: ReactNode;
}

/**
 * A sidebar entry that opens a menu (the organization on top, the account below): its name and a
 * line under it, as wide as the sidebar; collapsed to an icon, only the picture shows.
 */
export function SidebarDropdown({
  slot,
  leading,
  title,
  subtitle,
  side,
  align,
  children,
}: SidebarDropdownProps) {
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton
              size="lg"
              data-slot={slot}
              className="data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground"
            >
              {leading}
              <span className="grid flex-1 text-left leading-tight">
                <span className="truncate font-medium">{title}</span>
                {subtitle && (
                  <span className="truncate text-muted-foreground text-xs">{subtitle}</span>
                )}
              </span>
              <ChevronsUpDown className="ml-auto text-muted-foreground" aria-hidden />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            className="w-(--radix-dropdown-menu-trigger-width) min-w-56 rounded-lg"
            side={side}
            align={align}
            sideOffset={4}
          >
            {children}
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

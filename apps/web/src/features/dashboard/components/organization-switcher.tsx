import { ArrowLeftRight } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import { useSidebar } from '@/components/ui/sidebar';
import { useSession } from '@/lib/session';
import { SidebarDropdown } from './sidebar-dropdown';

/** The sidebar header's organization: its name and description, and the way to switch. */
export function OrganizationSwitcher() {
  const { organization } = useSession();
  const { isMobile } = useSidebar();
  const name = organization?.name || 'Select Organization';
  const description = organization?.description ?? '';

  return (
    <SidebarDropdown
      slot="organization-switcher"
      leading={
        <span
          aria-hidden
          className="flex aspect-square size-8 items-center justify-center rounded-lg bg-primary font-semibold text-primary-foreground text-sm"
        >
          {name.charAt(0).toUpperCase()}
        </span>
      }
      title={name}
      subtitle={description}
      side={isMobile ? 'bottom' : 'right'}
      align="start"
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
    </SidebarDropdown>
  );
}

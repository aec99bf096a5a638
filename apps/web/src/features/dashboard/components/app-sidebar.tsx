import { can } from '@frontdesk/contracts';
import { type ReactNode, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  useSidebar,
} from '@/components/ui/sidebar';
import { useRole } from '@/hooks/use-can';
import {
  dashboardHomeItem,
  dashboardNavGroups,
  isNavItemActive,
  type NavGroup,
  type NavItem,
} from '../nav-items';
import { AccountMenu } from './account-menu';
import { OrganizationSwitcher } from './organization-switcher';

/** What the app shows beside a menu item (an unread count), by the item's url. */
export type NavBadges = Partial<Record<string, ReactNode>>;

function NavLinkItem({ item, badge }: { item: NavItem; badge?: ReactNode }) {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  const isActive = isNavItemActive(pathname, item.url);
  const Icon = item.icon;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={isActive} tooltip={item.title}>
        {/* On a phone the menu is a drawer over the page: close it once a page is chosen. */}
        <Link
          to={item.url}
          aria-current={isActive ? 'page' : undefined}
          onClick={() => setOpenMobile(false)}
        >
          <Icon aria-hidden />
          <span>{item.title}</span>
        </Link>
      </SidebarMenuButton>
      {badge}
    </SidebarMenuItem>
  );
}

function NavGroupSection({ group, badges }: { group: NavGroup; badges?: NavBadges }) {
  const labelId = useId();
  return (
    <SidebarGroup>
      <SidebarGroupLabel id={labelId}>{group.label}</SidebarGroupLabel>
      <SidebarGroupContent>
        <SidebarMenu aria-labelledby={labelId}>
          {group.items.map((item) => (
            <NavLinkItem key={item.url} item={item} badge={badges?.[item.url]} />
          ))}
        </SidebarMenu>
      </SidebarGroupContent>
    </SidebarGroup>
  );
}

/** The menu as the member's role sees it: sections it may not read are left out. */
function useVisibleGroups(): NavGroup[] {
  const role = useRole();
  return dashboardNavGroups
    .map((group) => ({ ...group, items: group.items.filter((item) => can(role, item.permission)) }))
    .filter((group) => group.items.length > 0);
}

/** The dashboard's sidebar: logo and organization on top, sections, account menu below. */
export function AppSidebar({ badges }: { badges?: NavBadges }) {
  const groups = useVisibleGroups();
  return (
    <Sidebar collapsible="icon">
      <SidebarHeader>
        <BrandLogo
          to="/dashboard"
          className="px-1.5 py-1 group-data-[collapsible=icon]:px-0 group-data-[collapsible=icon]:[&>span]:hidden"
        />
        <OrganizationSwitcher />
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Dashboard" className="flex flex-col gap-2">
          <SidebarGroup>
            <SidebarMenu>
              <NavLinkItem item={dashboardHomeItem} />
            </SidebarMenu>
          </SidebarGroup>
          {groups.map((group) => (
            <NavGroupSection key={group.label} group={group} badges={badges} />
          ))}
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <AccountMenu />
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}

import type { Permission } from '@frontdesk/contracts';
import {
  BookOpen,
  Building2,
  CodeXml,
  CreditCard,
  Inbox,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareCode,
  MessagesSquare,
  Settings2,
  Wrench,
} from 'lucide-react';

export interface NavItem {
  title: string;
  url: string;
  icon: LucideIcon;
  /** What the member's role needs to read the section: without it the menu leaves it out. */
  permission: Permission;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const dashboardHomeItem: NavItem = {
  title: 'Dashboard',
  url: '/dashboard',
  icon: LayoutDashboard,
  permission: 'dashboard.read',
};

/**
 * The sidebar's groups in the spec's order (section 2). Users, WhatsApp and Verification have
 * routes but are deliberately not in the menu (Users is reached from Organization Details, the
 * banners lead to the others); the spec's Management group stays empty and hidden. Groups left
 * empty for a role are not rendered.
 */
export const dashboardNavGroups: NavGroup[] = [
  {
    label: 'AI Operator',
    items: [
      {
        title: 'Conversations',
        url: '/dashboard/conversations',
        icon: MessagesSquare,
        permission: 'conversations.read',
      },
      // The live inbox (issue 24): where a person takes over from the operator.
      { title: 'Inbox', url: '/dashboard/inbox', icon: Inbox, permission: 'inbox.read' },
      {
        title: 'Configuration',
        url: '/dashboard/configuration',
        icon: Settings2,
        permission: 'configuration.read',
      },
      {
        title: 'Knowledge',
        url: '/dashboard/knowledge',
        icon: BookOpen,
        permission: 'knowledge.read',
      },
      { title: 'Tools', url: '/dashboard/tools', icon: Wrench, permission: 'tools.read' },
    ],
  },
  {
    label: 'Integration',
    items: [
      // Static documentation, for those who read the organization beyond its operator.
      {
        title: 'API Integration',
        url: '/dashboard/api-docs',
        icon: CodeXml,
        permission: 'organization.read',
      },
      // Its samples carry the public keys, and it sets the widget's identity secret.
      {
        title: 'React Chat',
        url: '/dashboard/component-docs',
        icon: MessageSquareCode,
        permission: 'apiKeys.read',
      },
    ],
  },
  {
    label: 'Developer',
    items: [
      { title: 'API Keys', url: '/dashboard/api-keys', icon: KeyRound, permission: 'apiKeys.read' },
    ],
  },
  {
    label: 'Payment',
    items: [
      { title: 'Billing', url: '/dashboard/billing', icon: CreditCard, permission: 'billing.read' },
    ],
  },
  {
    label: 'Organization',
    items: [
      {
        title: 'Details',
        url: '/dashboard/organization/details',
        icon: Building2,
        permission: 'organization.read',
      },
    ],
  },
];

/** The home link matches only itself; a section link also matches the pages below it. */
export function isNavItemActive(pathname: string, url: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (url === dashboardHomeItem.url) return path === url;
  return path === url || path.startsWith(`${url}/`);
}

// Titles for the top bar where the menu's own label would be wrong or missing.
const extraTitles: Record<string, string> = {
  '/dashboard/profile': 'Profile',
  '/dashboard/organization/details': 'Organization Details',
  '/dashboard/whatsapp': 'WhatsApp Integration',
  '/dashboard/configuration/handoff': 'Handoff',
};

/** The top bar's title for a path: a known page's name, else the matching menu item's. */
export function titleForPath(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (extraTitles[path]) return extraTitles[path];
  const items = [dashboardHomeItem, ...dashboardNavGroups.flatMap((group) => group.items)];
  return items.find((item) => isNavItemActive(path, item.url))?.title;
}

/** Sections off the menu, with what reading them needs. */
const offMenuSections: { url: string; permission: Permission }[] = [
  { url: '/dashboard/users', permission: 'team.read' },
  { url: '/dashboard/whatsapp', permission: 'configuration.read' },
  { url: '/dashboard/organization/verification', permission: 'organization.read' },
];

/**
 * What reading the page at `pathname` needs: the permission of the menu item (or off-menu
 * section) it lies under; none for pages of one's own (the profile).
 */
export function permissionForPath(pathname: string): Permission | undefined {
  const sections = [...dashboardNavGroups.flatMap((group) => group.items), ...offMenuSections];
  return sections.find((section) => isNavItemActive(pathname, section.url))?.permission;
}

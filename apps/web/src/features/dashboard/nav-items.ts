import {
  BookOpen,
  Building2,
  CodeXml,
  CreditCard,
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
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const dashboardHomeItem: NavItem = {
  title: 'Dashboard',
  url: '/dashboard',
  icon: LayoutDashboard,
};

/**
 * The sidebar's groups in the spec's order (section 2). Users, WhatsApp and Verification have
 * routes but are deliberately not in the menu. Management is kept, empty: the spec lists it as a
 * hidden group that may later hold role-based pages, and empty groups are not rendered.
 */
export const dashboardNavGroups: NavGroup[] = [
  {
    label: 'AI Operator',
    items: [
      { title: 'Conversations', url: '/dashboard/conversations', icon: MessagesSquare },
      { title: 'Configuration', url: '/dashboard/configuration', icon: Settings2 },
      { title: 'Knowledge', url: '/dashboard/knowledge', icon: BookOpen },
      { title: 'Tools', url: '/dashboard/tools', icon: Wrench },
    ],
  },
  {
    label: 'Integration',
    items: [
      { title: 'API Integration', url: '/dashboard/api-docs', icon: CodeXml },
      { title: 'React Chat', url: '/dashboard/component-docs', icon: MessageSquareCode },
    ],
  },
  {
    label: 'Developer',
    items: [{ title: 'API Keys', url: '/dashboard/api-keys', icon: KeyRound }],
  },
  {
    label: 'Payment',
    items: [{ title: 'Billing', url: '/dashboard/billing', icon: CreditCard }],
  },
  { label: 'Management', items: [] },
  {
    label: 'Organization',
    items: [{ title: 'Details', url: '/dashboard/organization/details', icon: Building2 }],
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
};

/** The top bar's title for a path: a known page's name, else the matching menu item's. */
export function titleForPath(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (extraTitles[path]) return extraTitles[path];
  const items = [dashboardHomeItem, ...dashboardNavGroups.flatMap((group) => group.items)];
  return items.find((item) => isNavItemActive(path, item.url))?.title;
}

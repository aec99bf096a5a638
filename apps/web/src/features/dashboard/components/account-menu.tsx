import { LogOut, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import { useSidebar } from '@/components/ui/sidebar';
import { UserAvatar } from '@/components/user-avatar';
import { useSession } from '@/lib/session';
import { SidebarDropdown } from './sidebar-dropdown';

/** The sidebar footer's 'My Account' menu: Profile and Sign out. */
export function AccountMenu() {
  const { user, signOut } = useSession();
  const { isMobile, setOpenMobile } = useSidebar();
  const navigate = useNavigate();
  const name = user?.name.trim() || user?.email || 'My Account';

  async function handleSignOut() {
    await signOut();
    navigate('/sign-in', { replace: true });
  }

  return (
    <SidebarDropdown
      slot="account-menu"
      leading={<UserAvatar name={user?.name} className="rounded-lg" aria-hidden />}
      title={name}
      subtitle={user && name !== user.email && user.email}
      side={isMobile ? 'top' : 'right'}
      align="end"
    >
      <DropdownMenuLabel>My Account</DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to="/dashboard/profile" onClick={() => setOpenMobile(false)}>
          <UserRound aria-hidden />
          Profile
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={handleSignOut}>
        <LogOut aria-hidden />
        Sign out
      </DropdownMenuItem>
    </SidebarDropdown>
  );
}

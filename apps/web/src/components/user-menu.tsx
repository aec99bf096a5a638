import { Building2, ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';

/**
 * The account menu of pages outside the dashboard (organizations, profile, landing header):
 * the user's name, else their e-mail, with Profile, Organizations and Sign out.
 */
export function UserMenu({ className }: { className?: string }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  if (!user) return null;

  const label = user.name.trim() || user.email;

  async function handleSignOut() {
    await signOut();
    navigate('/sign-in', { replace: true });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          data-slot="user-menu-trigger"
          className={cn('h-10 max-w-64 gap-2 px-2', className)}
        >
          <UserAvatar name={user.name} aria-hidden />
          <span className="hidden truncate sm:inline">{label}</span>
          <ChevronDown className="text-muted-foreground" aria-hidden />
          <span className="sr-only sm:hidden">{label}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <div className="grid text-sm leading-tight">
            <span className="truncate font-medium">{label}</span>
            {label !== user.email && (
              <span className="truncate text-muted-foreground text-xs">{user.email}</span>
            )}
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard/profile">
            <UserRound aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/organizations">
            <Building2 aria-hidden />
            Organizations
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={handleSignOut}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

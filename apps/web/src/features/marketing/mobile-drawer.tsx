import { Building2, LogOut, UserRound } from 'lucide-react';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { BrandMark } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { useSession } from '@/lib/session';
import { goToSection, sectionLinks } from './section-links';

const drawerLinkClasses =
  'flex h-11 w-full items-center gap-3 rounded-md px-3 font-medium text-base outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onContact(): void;
}

/**
 * The header's content in a side drawer for small screens (300px wide, 400px from the sm
 * breakpoint). Anchors and Contact act once the drawer has closed, so that its focus return and
 * scroll lock do not undo the jump or steal focus from the contact dialog.
 */
export function MobileDrawer({ open, onOpenChange: setOpen, onContact }: MobileDrawerProps) {
  const afterClose = useRef<(() => void) | null>(null);
  const { status, user, signOut } = useSession();
  const navigate = useNavigate();

  function closeThen(action: () => void) {
    afterClose.current = action;
    setOpen(false);
  }

  async function handleSignOut() {
    setOpen(false);
    await signOut();
    navigate('/sign-in', { replace: true });
  }

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        className="w-[300px] gap-0 sm:w-[400px] sm:max-w-none"
        onCloseAutoFocus={(event) => {
          const action = afterClose.current;
          if (!action) return;
          afterClose.current = null;
          event.preventDefault();
          action();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle className="flex items-center gap-2">
            <BrandMark className="size-6" />
            Frontdesk
          </SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="p-3">
          <ul className="flex flex-col gap-1">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={drawerLinkClasses}
                  onClick={(event) => {
                    event.preventDefault();
                    closeThen(() => goToSection(link.href));
                  }}
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={drawerLinkClasses}
                onClick={() => closeThen(onContact)}
              >
                Contact
              </button>
            </li>
          </ul>
        </nav>
        <Separator />
        <div className="flex flex-col gap-2 p-4">
          {status === 'loading' ? null : user ? (
            <>
              <p className="truncate px-3 pb-1 font-semibold text-sm">
                {user.name.trim() || user.email}
              </p>
              <Link to="/dashboard/profile" className={drawerLinkClasses}>
                <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
                Profile
              </Link>
              <Link to="/organizations" className={drawerLinkClasses}>
                <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
                Organizations
              </Link>
              <button type="button" className={drawerLinkClasses} onClick={handleSignOut}>
                <LogOut className="size-4 text-muted-foreground" aria-hidden="true" />
                Sign out
              </button>
            </>
          ) : (
            <>
              <Button asChild variant="outline" size="lg">
                <Link to="/sign-in">Sign In</Link>
              </Button>
              <Button asChild size="lg">
                <Link to="/sign-up">Start Free Trial</Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

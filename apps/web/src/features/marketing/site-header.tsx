import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { ContactButton } from './contact-button';
import { MobileNav } from './mobile-nav';
import { sectionLinks } from './section-links';

// The account menu (a dropdown with its positioning engine) is only for signed-in visitors, so
// guests, who are most of the landing page's traffic, never download it.
const UserMenu = lazy(() =>
  import('@/components/user-menu').then((m) => ({ default: m.UserMenu })),
);

interface SiteHeaderProps {
  onContact(): void;
}

/** The landing page's sticky header: section anchors, Contact, and the visitor's account area. */
export function SiteHeader({ onContact }: SiteHeaderProps) {
  const { status, user } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label="Main" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex h-9 items-center rounded-md px-3 font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <ContactButton
                variant="ghost"
                className="px-3 text-muted-foreground hover:text-foreground"
                onContact={onContact}
              >
                Contact
              </ContactButton>
            </li>
          </ul>
        </nav>
        {/* A fixed-width slot while the session loads keeps the header from jumping. */}
        <div className="ml-auto hidden min-w-48 items-center justify-end gap-2 lg:flex">
          {status === 'loading' ? null : user ? (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          ) : (
            <>
              <Button asChild variant="ghost">
                <Link to="/sign-in">Sign In</Link>
              </Button>
              <Button asChild>
                <Link to="/sign-up">Start Free Trial</Link>
              </Button>
            </>
          )}
        </div>
        <div className="ml-auto flex items-center gap-2 lg:hidden">
          {status === 'guest' && (
            <Button asChild size="sm" className="hidden sm:inline-flex">
              <Link to="/sign-up">Start Free Trial</Link>
            </Button>
          )}
          <MobileNav onContact={onContact} />
        </div>
      </div>
    </header>
  );
}

import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();

  // Logged so that broken links show up in the browser console and any error reporting.
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="px-6 py-6 sm:px-10">
        <BrandLogo />
      </header>
      <main className="flex flex-1 items-center justify-center px-6 pb-24">
        <div className="grid justify-items-center gap-4 text-center">
          <p className="font-extrabold text-7xl text-primary tracking-tight sm:text-8xl">404</p>
          <h1 className="font-semibold text-2xl">Oops! Page not found</h1>
          <p className="max-w-sm text-muted-foreground">
            The page you are looking for does not exist or has been moved.
          </p>
          <Button asChild className="mt-2">
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      </main>
    </div>
  );
}

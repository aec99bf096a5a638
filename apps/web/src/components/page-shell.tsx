import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { UserMenu } from '@/components/user-menu';
import { cn } from '@/lib/cn';

/**
 * The frame of the signed-in pages outside an organization's dashboard (organizations, profile):
 * the logo and the account menu on top. `className` sizes the main column.
 */
export function PageShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <BrandLogo />
          <UserMenu />
        </div>
      </header>
      <main className={cn('w-full flex-1 px-4 py-8 sm:px-6 sm:py-12', className)}>{children}</main>
    </div>
  );
}

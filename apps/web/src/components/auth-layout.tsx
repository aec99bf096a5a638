import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { cn } from '@/lib/cn';

/**
 * The two-column frame of the auth screens: the form column (350px wide content) and, from the
 * lg breakpoint up, an illustration column. Sign-in shows the picture right, sign-up left.
 */
export function AuthLayout({
  children,
  imageSide = 'right',
}: {
  children: ReactNode;
  imageSide?: 'left' | 'right';
}) {
  return (
    <div data-slot="auth-layout" className="grid min-h-svh lg:grid-cols-2">
      <div
        className={cn(
          'flex flex-col gap-8 px-6 py-8 sm:px-10',
          imageSide === 'left' && 'lg:order-2',
        )}
      >
        <header>
          <BrandLogo />
        </header>
        <main className="flex flex-1 items-center justify-center">
          <div className="w-full max-w-[350px]">{children}</div>
        </main>
      </div>
      <AuthIllustration />
    </div>
  );
}

/** Our own picture, drawn from the design tokens: an operator answering a customer at night. */
function AuthIllustration() {
  return (
    <aside
      aria-hidden="true"
      className="relative hidden overflow-hidden bg-primary lg:flex lg:items-center lg:justify-center"
    >
      <div className="absolute -top-24 -right-24 size-96 rounded-full bg-primary-foreground/10" />
      <div className="absolute -bottom-32 -left-16 size-[28rem] rounded-full bg-primary-foreground/5" />
      <div className="relative flex w-full max-w-md flex-col gap-4 p-10">
        <div className="mb-4 flex items-center gap-3 text-primary-foreground">
          <span className="size-2.5 animate-pulse rounded-full bg-success" />
          <span className="font-medium text-sm">Your AI operator is online, 24/7</span>
        </div>
        <Bubble side="customer">Hi! Do you ship to Canada, and how long does it take?</Bubble>
        <Bubble side="operator">
          Yes, we do! Orders to Canada arrive in 3 to 5 business days. Want me to check the status
          of an existing order?
        </Bubble>
        <Bubble side="customer">That would be great, thanks.</Bubble>
        <div className="flex gap-1.5 self-start rounded-2xl rounded-bl-sm bg-primary-foreground px-4 py-3 shadow-lg">
          <span className="size-2 animate-bounce rounded-full bg-primary/60" />
          <span className="size-2 animate-bounce rounded-full bg-primary/60 [animation-delay:150ms]" />
          <span className="size-2 animate-bounce rounded-full bg-primary/60 [animation-delay:300ms]" />
        </div>
        <dl className="mt-8 grid grid-cols-3 gap-4 text-primary-foreground">
          <Stat value="24/7" label="availability" />
          <Stat value="80%" label="fewer tickets" />
          <Stat value="5 min" label="to deploy" />
        </dl>
      </div>
    </aside>
  );
}

function Bubble({ side, children }: { side: 'customer' | 'operator'; children: ReactNode }) {
  return (
    <p
      className={cn(
        'max-w-[85%] rounded-2xl px-4 py-3 text-sm shadow-lg',
        side === 'customer'
          ? 'self-end rounded-br-sm bg-primary-foreground/15 text-primary-foreground backdrop-blur'
          : 'self-start rounded-bl-sm bg-primary-foreground text-foreground',
      )}
    >
      {children}
    </p>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="rounded-xl bg-primary-foreground/10 p-3">
      <dt className="sr-only">{label}</dt>
      <dd className="font-semibold text-xl">{value}</dd>
      <dd className="text-primary-foreground/75 text-xs">{label}</dd>
    </div>
  );
}

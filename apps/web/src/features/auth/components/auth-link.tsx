import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The line under an auth form that leads to the neighbouring step (sign in, sign up). */
export function AuthLink({
  prompt,
  to,
  children,
}: {
  /** Said before the link, e.g. "Don't have an account?". */
  prompt?: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <p className="text-center text-muted-foreground text-sm">
      {prompt && <>{prompt} </>}
      <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { type ReturnToState, returnPath } from '@/lib/return-to';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';

/** Signed-in and active users only; others go to sign-in or activation. */
export function ProtectedRoute() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/sign-in" replace state={{ from } satisfies ReturnToState} />;
  }
  if (!user.active) return <Navigate to="/account-activation" replace />;
  return <Outlet />;
}

/** Sign-in and sign-up: a signed-in user has no business there. */
export function GuestOnlyRoute() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (user) {
    // Signing in sets the user before the page can navigate, so this redirect is the one that
    // lands: it must honour the page the visitor was sent away from, like the page does.
    const home = returnPath(location.state as ReturnToState | null) ?? '/organizations';
    return <Navigate to={user.active ? home : '/account-activation'} replace />;
  }
  return <Outlet />;
}

/** The activation page: for inactive users, and for a guest only right after sign-up. */
export function ActivationRoute() {
  const { status, user } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  if (user?.active) return <Navigate to="/organizations" replace />;
  if (!user && !storage.isJustSignedUp()) return <Navigate to="/sign-in" replace />;
  return <Outlet />;
}

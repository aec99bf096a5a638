import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';

/** Where a signed-out visitor was going, so sign-in can send them back there. */
export interface ReturnToState {
  from?: string;
}

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
  if (status === 'loading') return <LoadingScreen />;
  if (user) return <Navigate to={user.active ? '/organizations' : '/account-activation'} replace />;
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

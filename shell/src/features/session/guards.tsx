import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen';
import { HOME_PATH, returnPathOf, withReturnTo } from './return-to';
import { useSession } from './use-session';

export interface ProtectedRouteProps {
  /** Whether a path is a page of the app; a signed-out visitor elsewhere gets `notFound`, not the sign-in page. */
  isPage?: (pathname: string) => boolean;
  notFound?: ReactNode;
}

/** Signed-out visitors go to /login, which keeps where they were going (path + search) to return there. */
export function ProtectedRoute({ isPage = () => true, notFound = null }: ProtectedRouteProps) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (user) return <Outlet />;
  if (!isPage(location.pathname)) return <>{notFound}</>;
  return <Navigate to={withReturnTo('/login', `${location.pathname}${location.search}`)} replace />;
}

/** Where a signed-in person opening an invitation link (`/register?invite=<token>`) joins instead of registering. */
function joinPathOf(search: string): string | null {
  const token = new URLSearchParams(search).get('invite')?.trim();
  return token ? `/invite/${encodeURIComponent(token)}` : null;
}

/**
 * Signed-in users on /login or /register go where `?next=` says (a path of this site), else to /dashboard; with an
 * invitation link, to the page that offers to join with it.
 */
export function PublicOnlyRoute() {
  const { user, loading } = useSession();
  const location = useLocation();
  // Whether the person was signed in when the page opened: one who registers with the link has joined already.
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    if (!loading) setArrivedSignedIn((arrived) => arrived ?? Boolean(user));
  }, [loading, user]);
  if (loading) return <LoadingScreen />;
  if (!user) return <Outlet />;
  const joinPath = arrivedSignedIn !== false ? joinPathOf(location.search) : null;
  return <Navigate to={joinPath ?? returnPathOf(location.search) ?? HOME_PATH} replace />;
}

import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen';
import { HOME_PATH, returnPathOf, withReturnTo } from './return-to';
import { useSession } from './use-session';

/** Signed-out visitors go to /login, which keeps where they were going (path + search) to return there. */
export function ProtectedRoute() {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  return user ? <Outlet /> : <Navigate to={withReturnTo('/login', `${location.pathname}${location.search}`)} replace />;
}

/** Signed-in users on /login or /register go where `?next=` says (a path of this site), else to /dashboard. */
export function PublicOnlyRoute() {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  return user ? <Navigate to={returnPathOf(location.search) ?? HOME_PATH} replace /> : <Outlet />;
}

export function FallbackRedirect() {
  const { user, loading } = useSession();
  if (loading) return <LoadingScreen />;
  return <Navigate to={user ? '/dashboard' : '/login'} replace />;
}

import { Navigate, Outlet } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen';
import { useSession } from './use-session';

export function ProtectedRoute() {
  const { user, loading } = useSession();
  if (loading) return <LoadingScreen />;
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}

export function PublicOnlyRoute() {
  const { user, loading } = useSession();
  if (loading) return <LoadingScreen />;
  return user ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

export function FallbackRedirect() {
  const { user, loading } = useSession();
  if (loading) return <LoadingScreen />;
  return <Navigate to={user ? '/dashboard' : '/login'} replace />;
}

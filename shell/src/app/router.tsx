import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { NotFoundView } from '../components/light';
import { LoginPage, RegisterPage } from '../features/auth';
import { ProtectedRoute, PublicOnlyRoute } from '../features/session';
import { isAppPath, PUBLIC_REMOTE_PAGES } from './remotes';

/*
 * The sign-in pages need no antd; everything else is loaded on demand with antd, so a first visit
 * to /login stays small. Signed-out users on a page of the app go to /login (ProtectedRoute) and come back
 * after signing in; on an address that is no page they get "Không tìm thấy trang" with the way to sign in.
 * Signed-in users on such an address get the same page inside the layout (the signed-in area).
 */
const SignedInArea = lazy(() => import('./signed-in-area'));
const PublicRemotePage = lazy(() => import('./public-remote-page'));

/** The shell's route table: sign-in and sign-up, the public remote pages, then the signed-in area. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route element={<PublicOnlyRoute />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
        </Route>
        {PUBLIC_REMOTE_PAGES.map(({ remote, path }) => (
          <Route key={path} path={`/${path}`} element={<PublicRemotePage remote={remote} path={path} />} />
        ))}
        <Route element={<ProtectedRoute isPage={isAppPath} notFound={<NotFoundView signedIn={false} />} />}>
          <Route path="/*" element={<SignedInArea />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { LoginPage, RegisterPage } from '../features/auth';
import { ProtectedRoute, PublicOnlyRoute } from '../features/session';
import { PUBLIC_REMOTE_PAGES } from './remotes';

/*
 * The sign-in pages need no antd; everything else is loaded on demand with antd, so a first visit
 * to /login stays small. Signed-out users on any other path go to /login (ProtectedRoute); signed-in
 * users on an unknown path go to /dashboard (inside the signed-in area).
 */
const SignedInArea = lazy(() => import('./signed-in-area'));
const PublicRemotePage = lazy(() => import('./public-remote-page'));

/** The route table of spec part 1 §2. */
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
        <Route element={<ProtectedRoute />}>
          <Route path="/*" element={<SignedInArea />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

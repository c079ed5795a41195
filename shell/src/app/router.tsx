import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage, RegisterPage } from '../features/auth';
import { DashboardPage } from '../features/dashboard';
import { AppLayout } from '../features/layout';
import { FallbackRedirect, ProtectedRoute, PublicOnlyRoute } from '../features/session';
import { REMOTE_PAGES, type RemoteName } from './remotes';
import { RemotePage } from './remote-page';

const PUBLIC_REMOTE_PATHS = new Set(['payment/success', 'payment/cancel']);

const remotePages = (Object.keys(REMOTE_PAGES) as RemoteName[]).flatMap((remote) =>
  REMOTE_PAGES[remote].paths.map((path) => ({ remote, path })),
);

/** The route table of spec part 1 §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnlyRoute />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
      </Route>
      {remotePages
        .filter(({ path }) => PUBLIC_REMOTE_PATHS.has(path))
        .map(({ remote, path }) => (
          <Route key={path} path={`/${path}`} element={<RemotePage remote={remote} path={path} />} />
        ))}
      <Route element={<ProtectedRoute />}>
        <Route element={<AppLayout />}>
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          {remotePages
            .filter(({ path }) => !PUBLIC_REMOTE_PATHS.has(path))
            .map(({ remote, path }) => (
              <Route key={path} path={`/${path}/*`} element={<RemotePage remote={remote} path={path} />} />
            ))}
        </Route>
      </Route>
      <Route path="*" element={<FallbackRedirect />} />
    </Routes>
  );
}

import { Navigate, Route, Routes } from 'react-router-dom';
import { AntdProviders } from 'shared-sdk/react';
import { DashboardPage } from '../features/dashboard';
import { AppLayout } from '../features/layout';
import { FallbackRedirect } from '../features/session';
import { REMOTE_PAGES, type RemoteName } from './remotes';
import { RemotePage } from './remote-page';

const PUBLIC = new Set<string>(['payment/success', 'payment/cancel']);

const remotePages = (Object.keys(REMOTE_PAGES) as RemoteName[]).flatMap((remote) =>
  REMOTE_PAGES[remote].paths.filter((path) => !PUBLIC.has(path)).map((path) => ({ remote, path })),
);

/** Every signed-in page, inside the common layout (sidebar, top bar, footer). */
export default function SignedInArea() {
  return (
    <AntdProviders>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<Navigate to="/dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          {remotePages.map(({ remote, path }) => (
            <Route key={path} path={`${path}/*`} element={<RemotePage remote={remote} path={path} />} />
          ))}
          <Route path="*" element={<FallbackRedirect />} />
        </Route>
      </Routes>
    </AntdProviders>
  );
}

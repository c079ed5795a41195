import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryProvider, usePlanSync } from 'shared-sdk';
import { AntdProviders, LiveEvents } from 'shared-sdk/react';
import { DashboardPage } from '../features/dashboard';
import { AppLayout } from '../features/layout';
import { NotFoundView } from '../components/light';
import { ProfilePage } from '../features/profile';
import { RemotePage } from './remote-page';
import { SIGNED_IN_REMOTE_PAGES } from './remotes';

/** Every tab keeps its plan fresh: another tab's payment, or the focus coming back, refreshes it (and opens gates). */
function PlanSync() {
  usePlanSync();
  return null;
}

/** Every signed-in page, inside the common layout (sidebar, top bar, footer), with react-query and antd. */
export default function SignedInArea() {
  return (
    <QueryProvider>
      <LiveEvents />
      <PlanSync />
      <AntdProviders>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<Navigate to="/dashboard" replace />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="profile" element={<ProfilePage />} />
            {SIGNED_IN_REMOTE_PAGES.map(({ remote, path }) => (
              <Route key={path} path={`${path}/*`} element={<RemotePage remote={remote} path={path} />} />
            ))}
            <Route path="*" element={<NotFoundView signedIn />} />
          </Route>
        </Routes>
      </AntdProviders>
    </QueryProvider>
  );
}

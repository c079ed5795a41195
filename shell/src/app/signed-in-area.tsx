import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryProvider, usePlanSync } from 'shared-sdk';
import { AntdProviders, LiveEvents } from 'shared-sdk/react';
import { DashboardPage } from '../features/dashboard';
import { AppLayout } from '../features/layout';
import { NotFoundView } from '../components/light';
import { ProfilePage } from '../features/profile';
import { JoinInvitationPage, RoleGate, useSeedWorkspace, useSessionEndOnUnauthorized } from '../features/workspace';
import { RemotePage } from './remote-page';
import { SIGNED_IN_REMOTE_PAGES } from './remotes';

/** Every tab keeps its plan fresh: another tab's payment, or the focus coming back, refreshes it (and opens gates). */
function PlanSync() {
  usePlanSync();
  return null;
}

/**
 * The session's workspace in react-query before any page reads it, and a session the server ended (a removed member)
 * ended here too.
 */
function WorkspaceSession({ children }: { children: ReactNode }) {
  useSeedWorkspace();
  useSessionEndOnUnauthorized();
  return <>{children}</>;
}

/** Every signed-in page, inside the common layout (sidebar, top bar, footer), with react-query and antd. */
export default function SignedInArea() {
  return (
    <QueryProvider>
      <WorkspaceSession>
      <LiveEvents />
      <PlanSync />
      <AntdProviders>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<Navigate to="/dashboard" replace />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="invite/:token" element={<JoinInvitationPage />} />
            {SIGNED_IN_REMOTE_PAGES.map(({ remote, path, roles }) => (
              <Route
                key={path}
                path={`${path}/*`}
                element={
                  <RoleGate roles={roles}>
                    <RemotePage remote={remote} path={path} />
                  </RoleGate>
                }
              />
            ))}
            <Route path="*" element={<NotFoundView signedIn />} />
          </Route>
        </Routes>
      </AntdProviders>
      </WorkspaceSession>
    </QueryProvider>
  );
}

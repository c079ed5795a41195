import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { WorkspaceRole } from 'shared-sdk';
import { LoadingScreen } from '../../components/loading-screen';
import { WORKSPACE_TEXTS as T } from './texts';
import { useCurrentAccess } from './use-current-access';

/** Why a page is not shown: who may open it, the person's own role, and the way back. */
export function RoleRefusal({ roles, role }: { roles: readonly WorkspaceRole[]; role: WorkspaceRole | null }) {
  return (
    <Result
      status="403"
      title={T.refusalTitle}
      subTitle={
        <>
          {T.whoMay(roles)}
          {role && (
            <>
              <br />
              {T.yourRole(role)}
            </>
          )}
        </>
      }
      extra={
        <Link to="/dashboard">
          <Button type="primary">{T.backToDashboard}</Button>
        </Link>
      }
    />
  );
}

/**
 * A page only some roles may open (`PageDeclaration.roles`): the page for them, the refusal for the others (the
 * server refuses their calls anyway). Nothing is shown as allowed while the role is unknown.
 */
export function RoleGate({ roles, children }: { roles?: readonly WorkspaceRole[]; children: ReactNode }) {
  const { role, loading } = useCurrentAccess();
  if (!roles) return <>{children}</>;
  if (loading) return <LoadingScreen inline />;
  if (role && roles.includes(role)) return <>{children}</>;
  return <RoleRefusal roles={roles} role={role} />;
}

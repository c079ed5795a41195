import { SwapOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Select, Typography, theme } from 'antd';
import { useState } from 'react';
import { errorMessage, queryKeys, tokenStore, useNotify, WORKSPACE_ROLE_LABELS, workspacesApi } from 'shared-sdk';
import { useWorkspaceAccess } from 'shared-sdk/react';

export const SWITCHER_TEXTS = {
  workspace: 'Không gian làm việc',
  switchLabel: 'Chuyển không gian làm việc',
  switchFailed: 'Không chuyển được không gian làm việc',
} as const;
const T = SWITCHER_TEXTS;

/** After a switch: a fresh start at the dashboard, so every page, remote and live stream reads the new workspace. */
function reloadAtDashboard() {
  window.location.assign('/dashboard');
}

export interface WorkspaceSwitcherProps {
  /** What happens once the new session is stored (a full load of the dashboard; tests observe it). */
  onSwitched?: () => void;
}

/**
 * The session's workspace and the person's role in it; with more than one workspace, a select to change to another
 * (a new session there: its token is stored, the cached answers of this one dropped, the dashboard opened).
 */
export function WorkspaceSwitcher({ onSwitched = reloadAtDashboard }: WorkspaceSwitcherProps) {
  const { token } = theme.useToken();
  const { workspace } = useWorkspaceAccess();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [switching, setSwitching] = useState(false);
  const { data } = useQuery({ queryKey: queryKeys.workspaces.list(), queryFn: () => workspacesApi.list(), enabled: Boolean(workspace) });
  if (!workspace) return null;
  const listed = data?.workspaces ?? [];
  // The session's workspace is always a choice, named (never its id), even before the list has it.
  const workspaces = listed.some((item) => item.id === workspace.id) ? listed : [{ ...workspace, current: true }, ...listed];

  const switchTo = async (id: string) => {
    if (id === workspace.id) return;
    setSwitching(true);
    try {
      const result = await workspacesApi.switchTo(id);
      if (result.tokens?.accessToken) tokenStore.set(result.tokens.accessToken);
      queryClient.clear();
      onSwitched();
    } catch (error) {
      notify.error(errorMessage(error, T.switchFailed));
      setSwitching(false);
    }
  };

  return (
    <Flex vertical gap={4} style={{ padding: '0 20px 12px' }} aria-label={T.workspace} role="group">
      {listed.length > 1 ? (
        <Select
          aria-label={T.switchLabel}
          value={workspace.id}
          loading={switching}
          disabled={switching}
          suffixIcon={<SwapOutlined />}
          onChange={(id: string) => void switchTo(id)}
          options={workspaces.map((item) => ({
            value: item.id,
            title: item.name,
            label: `${item.name} · ${WORKSPACE_ROLE_LABELS[item.role]}`,
          }))}
          style={{ width: '100%' }}
        />
      ) : (
        <Typography.Text strong ellipsis title={workspace.name}>
          {workspace.name}
        </Typography.Text>
      )}
      <Typography.Text className="zm-workspace-role" style={{ fontSize: 12, color: token.colorTextSecondary }}>
        {T.workspace} · {WORKSPACE_ROLE_LABELS[workspace.role]}
      </Typography.Text>
    </Flex>
  );
}

import type { Meta, StoryObj } from '@storybook/react';
import { queryKeys } from 'shared-sdk';
import { seededClient, withAppProviders, withFrame } from 'shared-sdk/testing/data';
import { WorkspaceSwitcher } from './workspace-switcher';

const me = { user: { id: 'u1', email: 'an@example.com' }, workspace: { id: 'w1', name: 'Cửa hàng An', role: 'OWNER', accountIds: null } };

const meta: Meta<typeof WorkspaceSwitcher> = {
  title: 'Layout/WorkspaceSwitcher',
  component: WorkspaceSwitcher,
  args: { onSwitched: () => {} },
  decorators: [withFrame({ width: 264 })],
};
export default meta;

type Story = StoryObj<typeof WorkspaceSwitcher>;

export const OneWorkspace: Story = {
  decorators: [withAppProviders(seededClient([[queryKeys.auth.me(), me], [queryKeys.workspaces.list(), { workspaces: [{ ...me.workspace, current: true }] }]]))],
};
export const TwoWorkspaces: Story = {
  decorators: [
    withAppProviders(
      seededClient([
        [queryKeys.auth.me(), me],
        [queryKeys.workspaces.list(), { workspaces: [{ ...me.workspace, current: true }, { id: 'w2', name: 'Shop Bình', role: 'AGENT', current: false }] }],
      ]),
    ),
  ],
};

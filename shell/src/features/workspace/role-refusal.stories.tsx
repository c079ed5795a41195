import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from 'shared-sdk/testing/data';
import { RoleRefusal } from './role-gate';

const meta: Meta<typeof RoleRefusal> = {
  title: 'Shell/RoleRefusal',
  component: RoleRefusal,
  args: { roles: ['OWNER', 'ADMIN'], role: 'AGENT' },
  decorators: [withRouter()],
};
export default meta;

type Story = StoryObj<typeof RoleRefusal>;

export const AgentOnTeamPage: Story = {};
export const AdminOnBilling: Story = { args: { roles: ['OWNER'], role: 'ADMIN' } };

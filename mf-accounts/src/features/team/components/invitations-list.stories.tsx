import type { Meta, StoryObj } from '@storybook/react';
import { withFrame } from 'shared-sdk/testing/data';
import { invitationOf, teamAccounts } from '../testing/fixtures';
import { InvitationsList } from './invitations-list';

const meta: Meta<typeof InvitationsList> = {
  title: 'Team/InvitationsList',
  component: InvitationsList,
  args: {
    invitations: [invitationOf(), invitationOf({ id: 'i2', email: 'admin.moi@example.com', role: 'ADMIN', accountIds: [] })],
    accounts: teamAccounts,
    onRevoke: () => {},
  },
  decorators: [withFrame({ maxWidth: 640 })],
};
export default meta;

type Story = StoryObj<typeof InvitationsList>;

export const Pending: Story = {};
export const None: Story = { args: { invitations: [] } };

import type { Meta, StoryObj } from '@storybook/react';
import { sampleMembers, teamAccounts } from '../testing/fixtures';
import { MemberDialog } from './member-dialog';

const meta: Meta<typeof MemberDialog> = {
  title: 'Team/MemberDialog',
  component: MemberDialog,
  args: { member: sampleMembers[2], accounts: teamAccounts, onSave: async () => {}, onClose: () => {} },
};
export default meta;

type Story = StoryObj<typeof MemberDialog>;

export const Agent: Story = {};
export const Admin: Story = { args: { member: sampleMembers[1] } };

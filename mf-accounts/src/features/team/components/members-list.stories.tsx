import type { Meta, StoryObj } from '@storybook/react';
import { sampleMembers, teamAccounts } from '../testing/fixtures';
import { MembersList } from './members-list';

const meta: Meta<typeof MembersList> = {
  title: 'Team/MembersList',
  component: MembersList,
  args: { members: sampleMembers, accounts: teamAccounts, isOwner: true, onEdit: () => {}, onRemove: () => {}, onTransfer: () => {} },
};
export default meta;

type Story = StoryObj<typeof MembersList>;

export const AsOwner: Story = {};
export const AsAdmin: Story = { args: { isOwner: false } };
